/// `consent-sim week [STUDY]`: the headless simulated week, printed day by day.
enum WeekCommand {
    static func run(_ options: WeekOptions, _ context: CommandContext) throws -> ExitCode {
        let (study, _) = try StudySource.load(options.study, context.output)
        var phone = options.phone
        if let study {
            phone.language = try StudyLanguage.validated(phone.language, in: study, for: .week)
        } else if phone.language != nil {
            throw UsageError("--lang needs the study's folder, and the bundled studies were not found", command: .week)
        }
        context.output.line(HeadlessRun.week(study: study, options: phone, days: options.days, allow: options.allow))
        return .success
    }
}
