import Foundation

/// `consent-sim [run [STUDY]]`: the interactive demo, in this terminal.
enum RunCommand {
    static func run(_ options: RunOptions, _ context: CommandContext) throws -> ExitCode {
        // Before the walk, not after it: a walk-through that cannot be saved is wasted.
        if let record = options.record { try OutputFile.checkFolder(of: record) }
        var setup = options.setup
        let (study, folder) = try StudySource.load(options.study, options: &setup, project: options.project, for: .run, context.output)
        var recording: (file: String, studyFolder: URL)?
        if let record = options.record {
            guard let folder else {
                throw UsageError("--record needs the study's folder, and the bundled studies were not found", command: .run)
            }
            recording = (record, folder)
        }
        let demo = DemoSession(study: study, options: setup, speed: options.speed, recording: recording, project: options.project,
                               hostedApp: context.hostedApp)
        demo.launch()
        return try InteractiveSession.run(demo, recordTo: options.record, context)
    }
}
