import Foundation
import SensorKitSim
import SimCore
import Simulation
import TerminalUI

/// The checks that compare what a fetch or the journal shows with what a step expects.
extension StepContext {
    func checkFetch(_ e: FetchExpectation) -> Outcome {
        // A step that names no device reads the device of the scenario's own latest fetch of the
        // sensor (the fetch it follows), else the iPhone, as SRFetchRequest.device defaults.
        let kind = e.device ?? sim.lastScriptFetchDevice(of: e.sensor) ?? .iPhone
        let device = kind == .iPhone ? "iPhone" : "Watch"
        // The latest fetch of the sensor: the scenario's own `fetch:`, or the study app's when it
        // fetched (or iOS did not wake it to) after that one, as after a night of `advance:`.
        let key = SensorOnDevice(e.sensor, kind)
        guard let o = latestFetch(of: key) else {
            // For a sensor only the Watch records, a step that named no device likely meant the
            // Watch; one that named the Watch for an iPhone sensor is told where it records.
            let info = SensorCatalog.info(for: e.sensor)
            let watchOnly = e.device == nil && kind == .iPhone && info?.isWatchOnly == true
            let iPhoneOnly = kind == .appleWatch && info.map { !$0.recordsOnWatch } == true
            return ("a fetch of \(e.sensor) from the \(device)",
                    watchOnly ? "\(e.sensor) records on the Apple Watch only, and expectFetch reads the iPhone unless told: add device: watch"
                        : iPhoneOnly ? "\(e.sensor) records on the iPhone only, and nothing fetched it from the Watch: write device: iphone"
                        : "neither a fetch: step before it nor the study app fetched it")
        }
        let where_ = "\(e.sensor) from the \(device)"
        // The reason names the absolute window in the phone's clock: a relative `-40h` says
        // nothing about when recording started.
        let why = o.why.map { " (\($0.reason): \($0))" } ?? ""
        if o.why?.reason == .noFetchRan {
            // A fetch that never ran has no results, error or completion to compare (the parser
            // refuses them beside `reason: noFetchRan`); the window it left unread is compared.
            guard e.reason == .noFetchRan else { return ("a fetch of \(where_)", "no fetch ran" + why) }
            return e.window.flatMap { checkWindow($0, of: o, where_) }
        }
        let outcome = (o.errorCode == nil ? "it completed with \(Plural.of(o.results, "result")), \(Plural.of(o.samples, "sample"))"
            : "it failed with \(SRError.Code(rawValue: o.errorCode ?? 0)?.description ?? "\(o.errorCode ?? 0)")") + why
        if let want = e.reason, o.why?.reason != want {
            return ("the fetch of \(where_) to hold nothing because of \(want)",
                    o.why == nil ? "it had no such reason: \(outcome)" : outcome)
        }
        if let want = e.error {
            let got = o.errorCode.map { SRError.Code(rawValue: $0)?.description ?? "\($0)" } ?? "none"
            if got != want { return (want == "none" ? "the fetch of \(where_) to complete" : "the fetch of \(where_) to fail with \(want)", outcome) }
        }
        if let completed = e.completed, completed != (o.errorCode == nil) {
            return ("the fetch of \(where_) to \(completed ? "complete" : "fail")", outcome)
        }
        // Counts are of a completed fetch; a failed one is reported as failed, not as "0 results".
        if o.errorCode != nil, e.results != nil || e.samples != nil {
            return ("the fetch of \(where_) to complete", outcome)
        }
        if let want = e.results, !want.contains(o.results) { return (want.of("result") + " from \(where_)", Plural.of(o.results, "result") + why) }
        if let want = e.samples, !want.contains(o.samples) { return (want.of("sample") + " from \(where_)", Plural.of(o.samples, "sample")) }
        if let w = e.window { return checkWindow(w, of: o, where_) }
        return nil
    }

    /// The fetch `expectFetch` reads: the later of the scenario's own latest `fetch:` and the
    /// study app's latest, the scenario's when both finished at the same time (the step right
    /// after a `fetch:` reads it).
    private func latestFetch(of key: SensorOnDevice) -> FetchRecord? {
        let own = sim.lastScriptFetch(of: key), app = sim.lastAppFetch(of: key)
        if let own, let app, app.finishedAt > own.finishedAt { return app }
        return own ?? app
    }

    /// Compares the window the fetch asked for; relative ends count from when it ran.
    private func checkWindow(_ w: WindowExpectation, of o: FetchRecord, _ where_: String) -> Outcome {
        func time(_ end: WindowExpectation.End) -> Double {
            switch end {
            case .absolute(let t): t
            case .relative(let r): o.finishedAt + r
            }
        }
        let zone = VirtualClock.utc
        func text(_ t: Double) -> String { ClockText.dateTime(Date(timeIntervalSinceReferenceDate: t), zone) }
        let wantFrom = w.from.map(time), wantTo = w.to.map(time)
        // Whole seconds: the window's ends go through SRAbsoluteTime and back.
        let fromOK = wantFrom.map { abs($0 - o.from) < 1 } ?? true
        let toOK = wantTo.map { abs($0 - o.to) < 1 } ?? true
        guard fromOK && toOK else {
            return ("the fetch of \(where_) to ask for \(wantFrom.map(text) ?? "…") to \(wantTo.map(text) ?? "…")",
                    "it asked for \(text(o.from)) to \(text(o.to))")
        }
        return nil
    }

    /// `expectEvent` / `expectNoEvent`, counted over the events since the last `reset` (a fresh install).
    func checkEvents(_ e: EventExpectation) -> Outcome {
        // A reset is a fresh install: its events start again, as `expectFetch`'s fetches do.
        let all = sim.journalTexts(), before = sim.eventsBeforeLastReset
        let texts = before == 0 ? all : Array(all[before...])
        let matching: [Int]
        do { matching = try e.pattern.matchingIndices(in: texts) } catch { return tooLong(e.pattern, error) }
        if !e.present {
            guard let first = matching.first else { return nil }
            return ("no event matching \(e.pattern)", "\(Plural.of(matching.count, "such event")), first: \(texts[first])")
        }
        if let times = e.times {
            if !times.contains(matching.count) {
                return (times.of("event") + " matching \(e.pattern)", "\(matching.count)" + (matching.last.map { ", the last: \(texts[$0])" } ?? ""))
            }
        } else if matching.isEmpty {
            // A text that differs only in case is the near miss the author needs to see.
            if case .text(let t) = e.pattern, let near = texts.last(where: { $0.range(of: t, options: .caseInsensitive) != nil }) {
                return ("an event matching \(e.pattern)", "none; one differs only in case: \(near)")
            }
            let recent = texts.suffix(5).joined(separator: " | ")
            return ("an event matching \(e.pattern)", recent.isEmpty ? "no events" : "latest events, newest last: \(recent)")
        }
        return nil
    }
}
