import Foundation
import Simulation
import SimCore

/// The one rule for which phone options go with `run --state FILE`: what a saved participant
/// brings (their seed, clock, Apple Watch pairing and iPhone language) cannot be given beside a file that holds
/// one, as it would be dropped without a word; a file that does not exist yet takes them, to set
/// up the participant it will hold.
extension StudyOptions {
    /// The first option `saved` (read from `path`) brings, refused; nil when there is none or no participant.
    func clash(with saved: ParticipantState?, in path: String) -> UsageError? {
        guard let saved else { return nil }
        let brought: [(given: String?, what: String)] = [
            (seed.map { _ in "--seed" }, "seed (\(saved.seed))"),
            (start.map { _ in "--start" }, "clock (\(ISODateTime.string(from: saved.clockDate)))"),
            (watch.map { $0 ? "--watch" : "--no-watch" }, "Apple Watch pairing (\(saved.watchPairing))"),
            (saved.languageRefusal(language).map { _ in "--lang" }, "iPhone language (\(saved.lang ?? ""))"),
        ]
        guard let clash = brought.first(where: { $0.given != nil }), let option = clash.given else { return nil }
        return UsageError("\(option) and --state cannot go together when \(path) holds a participant: "
                          + "they bring their own \(clash.what); a new --state file takes it", command: .run)
    }
}
