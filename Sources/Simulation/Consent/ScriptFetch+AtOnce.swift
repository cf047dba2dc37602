import Foundation
import SimCore
import SensorKitSim

/// Several readers fetching at once (`fetchAtOnce:`): every request is made before SensorKit
/// answers any, as an app that starts one task per sensor does.
extension ScriptFetch {
    static func runAtOnce(_ specs: [ScriptFetchRequest], on phone: SimulatedPhone) {
        let arrivals = Arrivals()
        let started = specs.map { start($0, on: phone, arrivals) }
        phone.runtime.runUntilIdle()
        withExtendedLifetime(started.map(\.0)) {}
        for (spec, (_, request, probe)) in zip(specs, started) { journal(spec, request, probe, on: phone) }
        let probes = started.map(\.2)
        // Took turns: one fetch's first result came before another's last.
        let interleaved = probes.contains { a in
            probes.contains { b in a !== b && (a.first ?? .max) < (b.last ?? .min) && (b.first ?? .max) < (a.last ?? .min) }
        }
        let ended = probes.filter { $0.errorCode == nil }.count
        let text = "\(specs.count) readers fetched at once: \(ended) of \(specs.count) completed; "
            + (interleaved ? "their results arrived interleaved, each reader's in order"
                           : "each was answered whole, in the order asked")
        phone.note(.system(SystemEvent(time: phone.runtime.clock.now, detail: SystemNote(.note, text))))
    }
}

extension ConsentSimulation {
    /// A scenario's readers fetching at once (`fetchAtOnce:`), as `send(.fetch)` runs one:
    /// the fetches touch only SensorKit and the journal, so no screen needs settling.
    /// Returns what happened, as `send` does.
    package func fetchAtOnce(_ requests: [ScriptFetchRequest]) -> [Event] {
        let before = phone.journal.count
        guard !requests.isEmpty else { return [] }
        ScriptFetch.runAtOnce(requests, on: phone)
        forgetPhoneState()
        return Array(phone.journal[before...])
    }
}
