import SimCore
/// `consent-sim week [STUDY]`: the headless simulated week, printed day by day.
enum WeekCommand {
    static func run(_ options: WeekOptions, _ context: CommandContext) throws -> ExitCode {
        var setup = options.setup
        let (study, _) = try StudySource.load(options.study, options: &setup, project: options.project, for: .week, context.output)
        context.output.line(VisibleText.escaped(HeadlessRun.week(study: study, options: setup, days: options.days, allow: options.allow,
                                                                 hostedApp: context.hostedApp)))
        return .success
    }
}
