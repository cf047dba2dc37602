import Foundation
import Testing
import SimCore
@testable import SensorKitSim

@Suite struct RecordingAndFetchTests {
    @Test func recordingNeedsAuthorization() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.reader(.accelerometer, rec)
        r.startRecording()
        r.stopRecording()
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer startFailed 1", "accelerometer stopFailed 1"])
        #expect(!phone.daemon.isRecording(.accelerometer))
    }

    @Test func unentitledSensorCannotRecord() {
        let phone = Phone(entitled: [.accelerometer])
        let rec = Recorder()
        let r = phone.reader(.visits, rec)
        r.startRecording()
        r.fetch(phone.request(from: -2 * day, to: -1 * day))
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["visits startFailed 0", "visits fetchFailed 0"])
    }

    @Test func callbacksComeInCallOrder() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        rec.log.removeAll()
        r.fetchDevices()
        r.fetch(phone.request(from: -26 * hour, to: -25 * hour))
        r.stopRecording()
        r.fetchDevices()
        #expect(rec.log.isEmpty, "nothing arrives before the queue is pumped")
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer devices iPhone,Apple Watch",
                            "accelerometer didCompleteFetch \(rec.results.count)",
                            "accelerometer didStopRecording",
                            "accelerometer devices iPhone,Apple Watch"])
        #expect(rec.sampleCount == 3600 * 50, "the window is (from, to]: the sample at `to` is read")
    }

    @Test func holdingPeriodBoundary() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        r.fetch(phone.request(from: -(24 * hour + 3 * 60), to: -(23 * hour + 59 * 60)))
        phone.runtime.runUntilIdle()
        #expect(rec.results.isEmpty, "a window ending 23h59m ago overlaps the holding period")
        #expect(rec.log.last == "accelerometer didCompleteFetch 0")
        r.fetch(phone.request(from: -(24 * hour + 3 * 60), to: -(24 * hour + 1 * 60)))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 120 * 50, "a window ending 24h01m ago returns its two minutes, the sample at `to` included")
    }

    @Test func holdingPeriodIsPerSensorAndConfigurable() {
        var config = SensorKitConfig()
        config.holdingPeriodOverrides[.accelerometer] = 2 * hour
        let phone = Phone(config: config)
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 3 * hour)
        r.fetch(phone.request(from: -3 * hour, to: -2.5 * hour))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 1800 * 50, "the window is (from, to]: the sample at `to` is read")
        #expect(phone.daemon.config.holdingPeriod(for: .rotationRate) == 24 * hour)
    }

    @Test func sevenDayLookBack() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 9 * day)
        // Ask for 8 days ago to 7 days minus 1 minute ago: only the last minute is still there.
        r.fetch(phone.request(from: -8 * day, to: -(7 * day - 60)))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 60 * 50, "the window is (from, to]: the sample at `to` is read")
        let first = try! #require(rec.results.first?.sample as? [CMRecordedAccelerometerData]).first!
        #expect(first.startDate.timeIntervalSinceReferenceDate > phone.runtime.clock.now - 7 * day)
    }

    /// SRFetchRequest.h: the window is `(start, end]`; a sample exactly at `from` is not
    /// returned and one exactly at `to` is, unless the simulation is set to exclude `to`.
    @Test func toIsIncludedByDefault() { #expect(SensorKitConfig().fetchIncludesTo) }

    @Test(arguments: [false, true]) func fromIsExclusiveAndToIsIncludedUnlessSetOtherwise(_ includeTo: Bool) {
        var config = SensorKitConfig()
        config.fetchIncludesTo = includeTo
        let phone = Phone(config: config)
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        // Put both ends exactly on 50 Hz sample times.
        let wallFrom = (phone.runtime.clock.now - 30 * hour).rounded(.down)
        let req = SRFetchRequest()
        phone.runtime.perform {
            req.from = SRAbsoluteTime.fromCFAbsoluteTime(_cf: wallFrom)
            req.to = SRAbsoluteTime.fromCFAbsoluteTime(_cf: wallFrom + 1)
        }
        r.fetch(req)
        phone.runtime.runUntilIdle()
        let samples = rec.results.flatMap { $0.sample as! [CMRecordedAccelerometerData] }
        #expect(samples.count == (includeTo ? 50 : 49))
        #expect(samples.first!.startDate.timeIntervalSinceReferenceDate == wallFrom + 0.02)
        #expect(samples.last!.startDate.timeIntervalSinceReferenceDate == wallFrom + (includeTo ? 1 : 0.98))
    }

    @Test func unsetFromOrToIsFetchRequestInvalid() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        rec.log.removeAll()
        let noFrom = SRFetchRequest(); noFrom.to = phone.now
        let noTo = SRFetchRequest(); noTo.from = phone.now
        r.fetch(noFrom)
        r.fetch(noTo)
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer fetchFailed 3", "accelerometer fetchFailed 3"])
    }

    /// A window that ends before it starts is refused (fetchRequestInvalid), after the
    /// authorization and before the lock, and the one decider names it `malformedWindow` for
    /// every reader of reasons (the log, `expectFetch reason:`, `SRTestSession.explain`).
    @Test func aReversedWindowIsRefusedAfterTheAuthorizationAndBeforeTheLock() {
        let phone = Phone()
        let rec = Recorder()
        let readers = phone.authorizeAndRecord([.accelerometer, .rotationRate], rec)
        phone.runtime.advance(by: 3 * day)
        phone.daemon.setStatus(.denied, for: .rotationRate)
        phone.daemon.lock()
        phone.runtime.runUntilIdle()
        rec.log.removeAll()
        for r in readers { r.fetch(phone.request(from: -day, to: -2 * day)) }
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer fetchFailed 3", "rotationRate fetchFailed 1"])
        let wall = phone.runtime.clock.now
        let why = phone.daemon.explainFetch(.accelerometer, .iPhone, from: wall - day, to: wall - 2 * day)
        #expect(why?.reason == .malformedWindow)
        #expect(why?.description.hasSuffix("ends before it starts: the request is refused (fetchRequestInvalid)") == true,
                "\(why?.description ?? "")")
        #expect(phone.daemon.explainFetch(.rotationRate, .iPhone, from: wall - day, to: wall - 2 * day)?.reason == .denied)
        phone.daemon.unlock()
        #expect(phone.daemon.explainFetch(.accelerometer, .iPhone, from: wall - 3 * day, to: wall - 2 * day) == nil)
    }

    /// SensorKit refuses only a window whose `from` is after its `to` (iOS 26.1's `fetch:`
    /// checks `from <= to`): one that starts where it ends, `(t, t]`, is accepted, holds no
    /// time and completes with no results, as an app fetching again from its last anchor at
    /// once meets it.
    @Test func aWindowThatStartsWhereItEndsCompletesEmpty() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 3 * day)
        rec.log.removeAll()
        r.fetch(phone.request(from: -2 * day, to: -2 * day))
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer didCompleteFetch 0"])
        let wall = phone.runtime.clock.now
        let why = phone.daemon.explainFetch(.accelerometer, .iPhone, from: wall - 2 * day, to: wall - 2 * day)
        #expect(why?.reason == .emptyWindow)
        #expect(why?.reason.fetchError == nil)
        #expect(why?.description.hasSuffix("starts where it ends: it holds no time, so nothing is returned") == true,
                "\(why?.description ?? "")")
        // A request with no `to` is still refused, not read as an empty window.
        let noEnd = SRFetchRequest()
        noEnd.from = SRAbsoluteTime(phone.now.rawValue - 2 * day)
        r.fetch(noEnd)
        phone.runtime.runUntilIdle()
        #expect(rec.log.last == "accelerometer fetchFailed 3")
    }

    /// SensorKit starts a request's `from` and `to` at NaN (iOS 26.1's SRFetchRequest init), so
    /// an app reading an end it never set sees NaN, not a time, and the fetch is refused.
    @Test func anUnsetEndReadsNaNAndIsRefused() {
        let request = SRFetchRequest()
        #expect(request.from.rawValue.isNaN)
        #expect(request.to.rawValue.isNaN)
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 3 * day)
        rec.log.removeAll()
        request.to = SRAbsoluteTime(phone.now.rawValue - 2 * day)
        r.fetch(request)
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer fetchFailed 3"])
    }

    /// A window whose end is not a number (a team's `0 / 0`, an anchor never set) is refused,
    /// not answered as an empty window, and its explanation says the end is missing.
    @Test func aWindowWithANaNEndIsRefused() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 3 * day)
        rec.log.removeAll()
        let nanTo = phone.request(from: -3 * day, to: -2 * day); nanTo.to = SRAbsoluteTime(.nan)
        let nanFrom = phone.request(from: -3 * day, to: -2 * day); nanFrom.from = SRAbsoluteTime(.nan)
        r.fetch(nanTo)
        r.fetch(nanFrom)
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer fetchFailed 3", "accelerometer fetchFailed 3"])
        let wall = phone.runtime.clock.now
        let why = phone.daemon.explainFetch(.accelerometer, .iPhone, from: wall - 3 * day, to: .nan)
        #expect(why?.reason == .malformedWindow)
        // An end never set reads NaN: it is said to be missing, not written as a date (1 Jan 2001).
        #expect(why?.description.hasSuffix("to (no time) lacks an end (to never set, or NaN): the request is refused (fetchRequestInvalid)") == true,
                "\(why?.description ?? "")")
        #expect(why?.description.contains("1 Jan") == false)
        // A start never set is named as the start: "lacks an end" sent teams to look at `to`.
        let noFrom = phone.daemon.explainFetch(.accelerometer, .iPhone, from: .nan, to: wall - 2 * day)
        #expect(noFrom?.reason == .malformedWindow)
        #expect(noFrom?.description.hasSuffix(
            "lacks a start (from never set, or NaN): the request is refused (fetchRequestInvalid)") == true,
                "\(noFrom?.description ?? "")")
        let neither = phone.daemon.explainFetch(.accelerometer, .iPhone, from: .nan, to: .nan)
        #expect(neither?.description.hasSuffix(
            "lacks both ends (from and to never set, or NaN): the request is refused (fetchRequestInvalid)") == true,
                "\(neither?.description ?? "")")
    }

    /// A window reaching to `.infinity` (a team's "everything up to now"), or built from a
    /// sentinel such as `-1e300`, holds no date: the explanation says so rather than writing the
    /// end as a plausible date ("1 Jan 00:00", "27 Sep 01:46") the team never asked for.
    @Test func anEndAtInfinityOrBeyondAnyCalendarIsNotWrittenAsADate() {
        let phone = Phone()
        let rec = Recorder()
        _ = phone.authorizeAndRecord([.accelerometer], rec)
        phone.runtime.advance(by: 3 * day)
        let wall = phone.runtime.clock.now
        let toInfinity = phone.daemon.explainFetch(.accelerometer, .iPhone, from: wall - 2 * day, to: .infinity)
        #expect(toInfinity?.reason == .holdingPeriod)
        #expect(toInfinity?.window.hasSuffix(" to (+infinity)") == true, "\(toInfinity?.description ?? "")")
        #expect(toInfinity?.description.contains("1 Jan") == false)
        let sentinels = phone.daemon.explainFetch(.accelerometer, .iPhone, from: -1e300, to: 1e300)
        #expect(sentinels?.window == "the window (-1e+300 s from 1 Jan 2001, no date) to (1e+300 s from 1 Jan 2001, no date)",
                "\(sentinels?.description ?? "")")
        let fromMinusInfinity = phone.daemon.explainFetch(.accelerometer, .iPhone, from: -.infinity, to: .infinity)
        #expect(fromMinusInfinity?.window == "the window (-infinity) to (+infinity)")
    }

    /// Returning false stops the fetch, and SensorKit then completes it (iOS 26.1's
    /// SRSensorReader calls didCompleteFetch when the delegate answers NO): an app that waits for
    /// didCompleteFetch after stopping early is not left waiting.
    @Test func returningFalseStopsTheFetchWhichThenCompletes() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        rec.log.removeAll()
        rec.stopAfter = 2
        r.fetch(phone.request(from: -40 * hour, to: -30 * hour))
        phone.runtime.runUntilIdle()
        #expect(rec.results.count == 2)
        #expect(rec.log == ["accelerometer stop", "accelerometer didCompleteFetch 2"],
                "didCompleteFetch once, right after the result that stopped the fetch")

        // Handed out in turns, a stop on a turn's last result ends the fetch there too.
        var config = SensorKitConfig()
        config.resultsPerTurn = 2
        let turns = Phone(config: config)
        let inTurns = Recorder()
        let reader = turns.authorizeAndRecord([.accelerometer], inTurns)[0]
        turns.runtime.advance(by: 2 * day)
        inTurns.log.removeAll()
        inTurns.stopAfter = 2
        reader.fetch(turns.request(from: -40 * hour, to: -30 * hour))
        turns.runtime.runUntilIdle()
        #expect(inTurns.results.count == 2)
        #expect(inTurns.log == ["accelerometer stop", "accelerometer didCompleteFetch 2"])
    }

    /// SRFetchResult.h: a result "must be copied not merely retained" to be used after the
    /// callback, and the class adopts NSCopying for it: a copy keeps the sample and timestamp.
    @Test func aFetchResultCanBeCopiedAsTheHeaderAdvises() throws {
        let phone = Phone()
        final class Copier: NSObject, SRSensorReaderDelegate {
            var copies: [AnyObject] = []
            var stamps: [Double] = []
            func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                              didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
                stamps.append(result.timestamp.rawValue)
                if let copyable = result as AnyObject as? NSCopying { copies.append(copyable.copy(with: nil) as AnyObject) }
                return copies.count < 3
            }
        }
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        let copier = Copier()
        r.delegate = copier
        r.fetch(phone.request(from: -40 * hour, to: -30 * hour))
        phone.runtime.runUntilIdle()
        #expect(copier.copies.count == 3, "SRFetchResult adopts NSCopying")
        let first = try #require(copier.copies.first as? SRFetchResult<AnyObject>)
        let batch = try #require(first.sample as? [CMRecordedAccelerometerData])
        #expect(batch.count == 500)
        #expect(first.timestamp.rawValue == copier.stamps.first)
        #expect(first !== (copier.copies.last as AnyObject), "each copy is its own object")
    }

    /// SRDevice adopts NSSecureCoding and NSCopying (SRDevice.h): an app that keeps the devices
    /// `fetchDevices` listed, archived, reads back devices equal to them for its next fetch.
    @Test func aDeviceSurvivesSecureArchivingAndCopying() throws {
        let phone = Phone()
        for device in [phone.daemon.iPhoneDevice, phone.daemon.watchDevice] {
            #expect((device as AnyObject) is NSSecureCoding, "SRDevice adopts NSSecureCoding")
            let copy = (device as AnyObject as? NSCopying)?.copy(with: nil) as? SRDevice
            #expect(copy == device, "SRDevice adopts NSCopying")
            guard let coding = device as AnyObject as? NSCoding else { continue }
            let data = try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: true)
            let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClasses: [SRDevice.self], from: data) as? SRDevice)
            #expect(back == device)
            #expect([back.name, back.model, back.systemName, back.systemVersion, back.productType]
                    == [device.name, device.model, device.systemName, device.systemVersion, device.productType])
        }
    }

    @Test func stopRecordingDropsOnlyThisAppsStake() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.daemon.addStake("com.example.other-study", to: .accelerometer)
        phone.runtime.advance(by: 1 * hour)
        r.stopRecording()
        phone.runtime.runUntilIdle()
        #expect(phone.daemon.isRecording(.accelerometer), "another stakeholder keeps the sensor recording")
        #expect(!phone.daemon.appHasStake(in: .accelerometer))
        phone.daemon.dropStake("com.example.other-study", from: .accelerometer)
        #expect(!phone.daemon.isRecording(.accelerometer))
    }

    /// The dashboard's summary is kept between changes; without the clock moving it must still
    /// follow a deletion, a stop and a change of rate, and agree with a count made afresh.
    @Test func theStoreSummaryFollowsEveryChangeAtTheSameTime() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.ambientLightSensor], rec)[0]
        phone.runtime.advance(by: 2 * day)
        let before = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(before.samples > 0 && before.heldSamples > 0 && before.heldSamples < before.samples)
        #expect(phone.daemon.summary(.ambientLightSensor, device: .iPhone) == before)
        phone.daemon.deleteCollectedData(.ambientLightSensor, scope: .unshared)
        let deleted = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(deleted.heldSamples == 0 && deleted.samples == before.samples - before.heldSamples)
        phone.daemon.config.rates.ambientLightInterval = 5
        let faster = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(faster.samples > deleted.samples * 3 / 2)
        #expect(faster.samples == freshCount(phone))
        // Stopped without the clock moving: the stored intervals changed, so must the count.
        // The recording is stopped an hour on, so that stopping ends a stretch that was counted.
        phone.runtime.advance(by: 1 * hour)
        let running = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(running.samples == freshCount(phone))
        r.stopRecording()
        phone.runtime.runUntilIdle()
        let stopped = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(stopped.samples == freshCount(phone))
        phone.runtime.advance(by: 1 * hour)
        let later = phone.daemon.summary(.ambientLightSensor, device: .iPhone)
        #expect(later.fetchableUpper == running.fetchableUpper + 1 * hour)
        #expect(later.samples == freshCount(phone))
    }

    /// The summary carries its counts over from one count to the next (what left the store
    /// taken off, what joined it added): over uneven steps that slide the look-back past the
    /// first samples, with a gap in recording and deletions, every sensor on both devices
    /// still agrees with a count made afresh, samples and held samples alike.
    @Test func carriedOverCountsAgreeWithFreshCountsAsTheLookBackSlides() {
        // Slower than the defaults, so that counting a week afresh at every step stays quick;
        // batches that do not divide the day keep their edges away from the steps.
        var config = SensorKitConfig()
        config.rates.accelerometerHz = 0.7
        config.rates.motionBatchSize = 37
        config.rates.heartRateInterval = 60
        // The reports too: the first report after each start covers only the time since, so
        // their counts must still add up over the pieces of a store with a gap.
        let sensors: [SRSensor] = [.ambientLightSensor, .accelerometer, .onWristState, .heartRate,
                                   .deviceUsageReport, .keyboardMetrics, .pedometerData]
        let phone = Phone(entitled: Set(sensors), config: config)
        let readers = phone.authorizeAndRecord(sensors, Recorder())
        let restarted = [readers[1]] + readers[4...]
        func check(_ when: String) {
            for sensor in sensors {
                for device in [SRDevice.Kind.iPhone, .appleWatch] {
                    let summary = phone.daemon.summary(sensor, device: device)
                    let generator = SampleGenerators.generator(for: sensor)!
                    let stored = phone.daemon.storedIntervals(sensor, device: device)
                    let held = stored.clipped(to: summary.fetchableUpper, phone.daemon.now)
                    #expect(summary.samples == generator.sampleCount(in: stored, phone.daemon.context(sensor, device)),
                            "\(sensor) on \(device) \(when)")
                    #expect(summary.heldSamples == generator.sampleCount(in: held, phone.daemon.context(sensor, device)),
                            "held \(sensor) on \(device) \(when)")
                }
            }
        }
        for step in 0..<16 {
            phone.runtime.advance(by: Double(SeededNoise.hash(41, 0, UInt64(step)) % 130_000) + 0.37)
            if step == 5 { restarted.forEach { $0.stopRecording() }; phone.runtime.runUntilIdle() }
            if step == 7 { restarted.forEach { $0.startRecording() }; phone.runtime.runUntilIdle() }
            if step == 9 { phone.daemon.deleteCollectedData(.ambientLightSensor, scope: .unshared) }
            if step == 13 { phone.daemon.deleteCollectedData(.heartRate, scope: .all) }
            check("after step \(step)")
        }
        #expect(phone.daemon.now - testStart.timeIntervalSinceReferenceDate > 8 * day, "the look-back slid past the first samples")
    }

    /// Whole hours are counted once and kept: over three weeks of uneven steps the summaries
    /// still agree with counts made afresh, and the hours kept stay within the look-back.
    @Test func keptHourCountsAgreeWithFreshCountsAndStayBounded() {
        var config = SensorKitConfig()
        config.rates.ambientLightInterval = 7
        let sensors: [SRSensor] = [.ambientLightSensor, .pedometerData]
        let phone = Phone(entitled: Set(sensors), config: config)
        let rec = Recorder()
        let readers = phone.authorizeAndRecord(sensors, rec)
        for step in 0..<30 {
            phone.runtime.advance(by: Double(SeededNoise.hash(43, 0, UInt64(step)) % 100_000) + 20_000.25)
            for sensor in sensors {
                let summary = phone.daemon.summary(sensor, device: .iPhone)
                let generator = SampleGenerators.generator(for: sensor)!
                let stored = phone.daemon.storedIntervals(sensor, device: .iPhone)
                let held = stored.clipped(to: summary.fetchableUpper, phone.daemon.now)
                #expect(summary.samples == generator.sampleCount(in: stored, phone.daemon.context(sensor, .iPhone)), "\(sensor) after step \(step)")
                #expect(summary.heldSamples == generator.sampleCount(in: held, phone.daemon.context(sensor, .iPhone)), "held \(sensor) after step \(step)")
                #expect(summary.samples > 0, "\(sensor) after step \(step)")
            }
        }
        #expect(phone.daemon.now - testStart.timeIntervalSinceReferenceDate > 20 * day)
        #expect(readers.count == sensors.count)
        for sensor in sensors {
            let kept = phone.daemon.hourCounts[sensor]?.iPhone.count ?? 0
            #expect(kept > 0 && kept <= phone.daemon.keptHoursLimit, "\(sensor) keeps \(kept) hours")
        }
    }

    /// Kept hours answer what was kept, in any order of keeping, within their span: a newer
    /// hour drops those too old for it, and an hour too old for the span is not kept.
    @Test func keptHoursHoldARunOfHoursWithinTheirSpan() {
        var hours = KeptHours()
        #expect(hours.count(at: 5) == nil && hours.count == 0)
        hours.keep(50, at: 5, span: 10)
        hours.keep(80, at: 8, span: 10)
        hours.keep(30, at: 3, span: 10)
        hours.keep(0, at: 6, span: 10)
        #expect([3, 4, 5, 6, 7, 8].map { hours.count(at: $0) } == [30, nil, 50, 0, nil, 80])
        #expect(hours.count == 4)
        hours.keep(81, at: 8, span: 10)
        #expect(hours.count(at: 8) == 81 && hours.count == 4)
        hours.keep(130, at: 13, span: 10)     // 3 falls out of the ten hours 4…13
        #expect(hours.count(at: 3) == nil && hours.count(at: 5) == 50 && hours.count(at: 13) == 130 && hours.count == 4)
        hours.keep(20, at: 2, span: 10)       // too old for 2…13
        #expect(hours.count(at: 2) == nil && hours.count == 4)
        hours.keep(1000, at: 100, span: 10)   // far ahead: only it is kept
        #expect(hours.count(at: 13) == nil && hours.count(at: 100) == 1000 && hours.count == 1)
        hours.keep(-5, at: -100, span: 10)
        #expect(hours.count(at: -100) == nil && hours.count == 1)
    }

    /// The ambient light samples stored now, counted from scratch.
    private func freshCount(_ phone: Phone) -> Int? {
        SampleGenerators.generator(for: .ambientLightSensor)?
            .sampleCount(in: phone.daemon.storedIntervals(.ambientLightSensor, device: .iPhone), phone.daemon.context(.ambientLightSensor, .iPhone))
    }

    @Test func onlyRecordedIntervalsHaveData() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 1 * hour)
        r.stopRecording()
        phone.runtime.advance(by: 2 * hour)
        r.startRecording()
        phone.runtime.advance(by: 1 * hour)
        r.stopRecording()
        phone.runtime.advance(by: 2 * day)
        r.fetch(phone.request(from: -3 * day, to: -1.5 * day))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 2 * 3600 * 50, "one hour, a two-hour gap, one more hour")
    }

    @Test func watchDataIsSeparateAndNeedsAPairedWatch() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        r.fetch(phone.request(from: -30 * hour, to: -29 * hour, device: phone.daemon.watchDevice))
        phone.runtime.runUntilIdle()
        let watchFirst = (rec.results.first?.sample as? [CMRecordedAccelerometerData])?.first
        rec.results.removeAll()
        r.fetch(phone.request(from: -30 * hour, to: -29 * hour))
        phone.runtime.runUntilIdle()
        let phoneFirst = (rec.results.first?.sample as? [CMRecordedAccelerometerData])?.first
        #expect(watchFirst != nil && phoneFirst != nil)
        #expect(watchFirst != phoneFirst)

        let lonely = Phone(watch: false)
        let rec2 = Recorder()
        let r2 = lonely.authorizeAndRecord([.accelerometer], rec2)[0]
        lonely.runtime.advance(by: 2 * day)
        r2.fetchDevices()
        r2.fetch(lonely.request(from: -30 * hour, to: -29 * hour, device: lonely.daemon.watchDevice))
        lonely.runtime.runUntilIdle()
        #expect(rec2.log.contains("accelerometer devices iPhone"))
        #expect(rec2.results.isEmpty)
    }

    @Test func watchOnlySensorHasNoIPhoneData() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.heartRate], rec)[0]
        phone.runtime.advance(by: 3 * day)
        r.fetchDevices()
        r.fetch(phone.request(from: -2.5 * day, to: -1.5 * day))
        phone.runtime.runUntilIdle()
        #expect(rec.results.isEmpty, "no heart rate from the iPhone")
        #expect(rec.log.contains("heartRate devices Apple Watch"))
        r.fetch(phone.request(from: -2.5 * day, to: -1.5 * day, device: phone.daemon.watchDevice))
        phone.runtime.runUntilIdle()
        #expect(rec.results.count > 100, "a day of Watch heart rate")
        #expect(rec.results.allSatisfy { $0.sample is CMHighFrequencyHeartRateData })

        let lonely = Phone(watch: false)
        let rec2 = Recorder()
        let r2 = lonely.authorizeAndRecord([.heartRate], rec2)[0]
        lonely.runtime.advance(by: 3 * day)
        r2.fetchDevices()
        r2.fetch(lonely.request(from: -2.5 * day, to: -1.5 * day, device: lonely.daemon.watchDevice))
        lonely.runtime.runUntilIdle()
        #expect(rec2.log.contains("heartRate devices "), "no device has heart rate without a Watch")
        #expect(rec2.results.isEmpty)
    }

    @Test func lockedPhoneMakesDataInaccessible() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        rec.log.removeAll()
        phone.daemon.isLocked = true
        r.fetch(phone.request(from: -30 * hour, to: -29 * hour))
        r.fetchDevices()
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer fetchFailed 2", "accelerometer devicesFailed 2"])
        phone.daemon.isLocked = false
        r.fetch(phone.request(from: -30 * hour, to: -29 * hour))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 3600 * 50, "the window is (from, to]: the sample at `to` is read")
    }

    @Test func sameSeedSameSamplesDifferentSeedDifferent() {
        func firstBatch(seed: UInt64) -> [CMRecordedAccelerometerData] {
            let phone = Phone(seed: seed)
            let rec = Recorder()
            let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
            phone.runtime.advance(by: 2 * day)
            r.fetch(phone.request(from: -30 * hour, to: -29.9 * hour))
            phone.runtime.runUntilIdle()
            return rec.results.flatMap { $0.sample as! [CMRecordedAccelerometerData] }
        }
        let a = firstBatch(seed: 1), b = firstBatch(seed: 1), c = firstBatch(seed: 2)
        #expect(!a.isEmpty)
        #expect(a == b)
        #expect(a != c)
    }

    /// Delete Unshared Data deletes what is stored: a sensor allowed but never recorded holds
    /// nothing, so its deletion-record stream stays empty and the log names no deletion of it
    /// (before, the app read a `userInitiated` record of ten hours nothing had recorded).
    @Test func deletingASensorThatNeverRecordedLeavesNoRecord() {
        let phone = Phone()
        let rec = Recorder()
        _ = phone.authorizeAndRecord([.accelerometer], rec)
        phone.request([.ambientLightSensor])
        #expect(phone.daemon.status(of: .ambientLightSensor) == .authorized)
        phone.runtime.advance(by: 10 * hour)
        phone.daemon.deleteCollectedData(.ambientLightSensor, scope: .unshared)
        phone.daemon.deleteCollectedData(.accelerometer, scope: .unshared)
        let events = phone.runtime.events.compactMap { $0.detail as? SensorKitEvent }
        #expect(events.contains(.dataDeleted(sensor: .accelerometer, scope: .unshared)))
        #expect(!events.contains(.dataDeleted(sensor: .ambientLightSensor, scope: .unshared)))
        rec.results.removeAll()
        phone.reader(SRSensor.ambientLightSensor.deletionRecords!, rec).fetch(phone.request(from: -day, to: 0))
        phone.runtime.runUntilIdle()
        #expect(rec.results.isEmpty)
        phone.reader(SRSensor.accelerometer.deletionRecords!, rec).fetch(phone.request(from: -day, to: 0))
        phone.runtime.runUntilIdle()
        #expect(rec.results.compactMap { ($0.sample as? SRDeletionRecord)?.reason } == [.userInitiated])
    }

    /// A deletion record says a device's data went, so a fetch of deletion records answers for
    /// its request's device: ambient light, which the Watch never records, has no record on the
    /// Watch (before, the Watch's fetch returned the iPhone's records, each one a second time
    /// for an app reading every device), while the accelerometer, on both, has one on each.
    @Test func deletionRecordsBelongToTheDeviceThatHeldTheData() {
        let phone = Phone()
        let rec = Recorder()
        _ = phone.authorizeAndRecord([.accelerometer, .ambientLightSensor], rec)
        phone.runtime.advance(by: 10 * hour)
        phone.daemon.deleteCollectedData(.ambientLightSensor, scope: .unshared)
        phone.daemon.deleteCollectedData(.accelerometer, scope: .unshared)
        phone.runtime.advance(by: 8 * day)
        func reasons(_ sensor: SRSensor, _ device: SRDevice) -> [SRDeletionReason] {
            rec.results.removeAll()
            phone.reader(sensor.deletionRecords!, rec).fetch(phone.request(from: -9 * day, to: 0, device: device))
            phone.runtime.runUntilIdle()
            return rec.results.compactMap { ($0.sample as? SRDeletionRecord)?.reason }
        }
        let iPhone = phone.daemon.iPhoneDevice, watch = phone.daemon.watchDevice
        #expect(reasons(.ambientLightSensor, watch) == [], "the Watch never held ambient light")
        #expect(reasons(.ambientLightSensor, iPhone).first == .userInitiated)
        #expect(reasons(.ambientLightSensor, iPhone).contains(.ageLimit))
        #expect(reasons(.accelerometer, watch).first == .userInitiated)
        #expect(reasons(.accelerometer, watch).contains(.ageLimit))
    }

    @Test func deletionRecordsCarryTheirReasons() {
        let phone = Phone()
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 10 * hour)
        phone.daemon.deleteCollectedData(.accelerometer, scope: .unshared)
        phone.runtime.advance(by: 2 * day)
        // The ten deleted hours are gone; the hour after the deletion is still there.
        r.fetch(phone.request(from: -(2 * day + 10 * hour), to: -(2 * day - 1 * hour)))
        phone.runtime.runUntilIdle()
        #expect(rec.sampleCount == 3600 * 50, "the window is (from, to]: the sample at `to` is read")
        phone.runtime.advance(by: 7 * day)
        rec.results.removeAll()
        let tomb = phone.reader(SRSensor.accelerometer.deletionRecords!, rec)
        tomb.fetch(phone.request(from: -10 * day, to: 0))
        phone.runtime.runUntilIdle()
        let records = rec.results.compactMap { $0.sample as? SRDeletionRecord }
        #expect(records.first?.reason == .userInitiated)
        #expect(records.first.map { $0.endTime.rawValue - $0.startTime.rawValue } == 10 * hour)
        #expect(records.dropFirst().contains { $0.reason == .ageLimit })
        #expect(records.dropFirst().allSatisfy { $0.reason == .ageLimit })
    }

    @Test func absoluteTimeConversionsRoundTrip() {
        let phone = Phone()
        phone.runtime.perform {
            let now = SRAbsoluteTime.current()
            #expect(now.rawValue == 3 * day, "continuous time counts from boot, three days before the start")
            let cf = testStart.timeIntervalSinceReferenceDate
            #expect(SRAbsoluteTime.fromCFAbsoluteTime(_cf: cf) == now)
            #expect(now.toCFAbsoluteTime() == cf)
            // Mach ticks at 24 MHz, as on every arm64 iPhone: 36 million ticks are 1.5 s.
            #expect(SRAbsoluteTime.fromContinuousTime(_continuous: 36_000_000).rawValue == 1.5)
            // Apple's NSDate category converts the same way.
            #expect(NSDate(srAbsoluteTime: now).timeIntervalSinceReferenceDate == cf)
            #expect(NSDate(timeIntervalSinceReferenceDate: cf).srAbsoluteTime == now)
        }
    }
}

@Suite struct FetchResultTests {
    /// A result's sample casts to Apple's type the way apps read it: an array sensor's batch
    /// with `as? [CMRecordedAccelerometerData]`, an object sensor's sample with `as? CMHighFrequencyHeartRateData`.
    @Test func aResultsSampleCastsToTheSensorsSampleType() {
        let phone = Phone()
        let rec = Recorder()
        let readers = phone.authorizeAndRecord([.accelerometer, .heartRate], rec)
        phone.runtime.advance(by: 2 * day)
        readers[0].fetch(phone.request(from: -25 * hour, to: -24.9 * hour))
        readers[1].fetch(phone.request(from: -2 * day, to: -1 * day, device: phone.daemon.watchDevice))
        phone.runtime.runUntilIdle()
        let batches = rec.results.compactMap { $0.sample as? [CMRecordedAccelerometerData] }
        let heartRates = rec.results.compactMap { $0.sample as? CMHighFrequencyHeartRateData }
        #expect(!batches.isEmpty && !heartRates.isEmpty)
        #expect(batches.count + heartRates.count == rec.results.count)
    }
}

/// `SRFetchResult.sourceDevice` (iOS 27) through a real fetch.
@Suite struct SourceDeviceFetchTests {
    @Test func headphoneResultsNameTheHeadsetAndPhoneResultsNameNothing() {
        let phone = Phone(entitled: [.accelerometer, .headphoneSettings])
        let rec = Recorder()
        let readers = phone.authorizeAndRecord([.accelerometer, .headphoneSettings], rec)
        phone.runtime.advance(by: 4 * day)
        readers[1].fetch(phone.request(from: -4 * day, to: -1 * day))
        phone.runtime.runUntilIdle()
        let headset = rec.sources.compactMap { $0 }
        #expect(!headset.isEmpty && headset.count == rec.sources.count, "every headphone-settings result names the headset")
        #expect(Set(headset.map(\.localIdentifier)).count == 1)
        rec.sources.removeAll()
        readers[0].fetch(phone.request(from: -26 * hour, to: -25 * hour))
        phone.runtime.runUntilIdle()
        #expect(!rec.sources.isEmpty && rec.sources.allSatisfy { $0 == nil })
    }
}
