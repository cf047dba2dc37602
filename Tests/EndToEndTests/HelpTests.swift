import Testing

/// Help on every level from the real binary, and the exit code of a mistyped option.
@Suite struct HelpTests {
    @Test func aCommandsHelpIsThatCommandsOnly() throws {
        let r = try TmuxSession.run(try TmuxSession.binary(), ["help", "week"], stdinFromDevNull: true)
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("Usage: consent-sim week [STUDY] [options]"))
        #expect(r.output.contains("--days N"))
        #expect(!r.output.contains("--junit"))
    }

    @Test func aMistypedOptionExits64WithTheLikelyOne() throws {
        let r = try TmuxSession.run(try TmuxSession.binary(), ["run", "--sed", "3"], stdinFromDevNull: true)
        #expect(r.status == 64)
        #expect(r.output == "consent-sim: unknown option --sed (did you mean --seed?)\nRun `consent-sim help run` for usage.\n")
    }
}
