import Foundation
import Testing
@testable import SensorKitSim
import SimCore

/// One sensor on one device that records it.
struct GeneratorCase: Sendable, CustomStringConvertible {
    let sensor: SRSensor
    let device: SRDevice.Kind
    var description: String { "\(sensor) on \(device.rawValue)" }
}

/// What one `generate` call emitted: per result its time, its count, and a hash of each sample.
struct Emission: Equatable {
    var times: [Double] = []
    var counts: [Int] = []
    var results: [[Int]] = []
    var samples: [Int] { results.flatMap { $0 } }
}

enum Fixture {
    static let seed: UInt64 = 42
    static let utcOffset: Double = 3600
    /// Local noon of a Monday (day 9002 after 2001-01-01).
    static let start = Double(9002) * 86_400 - utcOffset + 12 * 3600
    static let day: Double = 86_400
    static let routine = ParticipantRoutine(seed: seed, utcOffset: utcOffset)

    static func context(_ device: SRDevice.Kind) -> GenerationContext {
        GenerationContext(seed: seed, device: device, routine: routine, bootTime: start - 5 * day, rates: SampleRates())
    }

    /// Short windows for high-rate sensors, three days for the rest, and for the rare ECG the
    /// first day from `start` with a recording.
    static func bounds(_ sensor: SRSensor) -> (lower: Double, upper: Double) {
        switch sensor {
        case .accelerometer, .rotationRate: return (start, start + 120)
        case .ambientPressure, .photoplethysmogram: return (start, start + 1800)
        case .ambientLightSensor: return (start, start + day)
        case .headphoneMotion:
            // Ten minutes around the first time the headphones connect after `start`.
            let session = (0..<7).flatMap { routine.headphoneSessions(day: routine.localDay(start).day + Int64($0)) }
                .first { $0.start > start }!
            return (session.start - 60, session.start + 540)
        case .electrocardiogram:
            let ecg = SampleGenerators.generator(for: sensor)!
            let day = (0..<14).map { start + Double($0) * Fixture.day }.first {
                ecg.sampleCount(in: window($0, $0 + Fixture.day), context(.appleWatch)) > 0
            }!
            return (day, day + Fixture.day)
        default: return (start, start + 3 * day)
        }
    }

    static func window(_ lower: Double, _ upper: Double) -> IntervalSet { IntervalSet([.init(lower, upper)]) }

    static func run(_ sensor: SRSensor, _ device: SRDevice.Kind, _ window: IntervalSet) -> (Emission, Bool) {
        var e = Emission()
        let finished = SampleGenerators.generator(for: sensor)!.generate(window, context(device)) { sample, time, count in
            e.times.append(time)
            e.counts.append(count)
            e.results.append(Digest.samples(sample))
            return true
        }
        return (e, finished)
    }

    static func objects<T>(_ sensor: SRSensor, _ device: SRDevice.Kind, days: Double = 3, as: T.Type) -> [(Double, T)] {
        var out: [(Double, T)] = []
        _ = SampleGenerators.generator(for: sensor)!.generate(window(start, start + days * day), context(device)) { s, t, _ in
            out.append((t, s as! T))
            return true
        }
        return out
    }
}

/// Hashes of emitted samples: array results hash each element, objects their public properties.
enum Digest {
    static func samples(_ generated: Any) -> [Int] {
        // A lazy batch's builder returns the fast values; digest what a client would read.
        let sample = SampleBridge.apple(generated)
        if let a = sample as? [CMRecordedAccelerometerData] {
            return a.map { numbers(Double($0.identifier), $0.timestamp, $0.acceleration.x, $0.acceleration.y, $0.acceleration.z) }
        }
        if let a = sample as? [CMRecordedRotationRateData] {
            return a.map { numbers(Double($0.identifier), $0.timestamp, $0.rotationRate.x, $0.rotationRate.y, $0.rotationRate.z) }
        }
        if let a = sample as? [CMRecordedPressureData] {
            return a.map { numbers(Double($0.identifier), $0.timestamp, $0.pressure.value, $0.temperature.value, 0) }
        }
        if let a = sample as? [SRElectrocardiogramSample] {
            return a.map { numbers($0.date.timeIntervalSinceReferenceDate, $0.microvolts, Double($0.flags.rawValue),
                                   Double($0.session.state.rawValue), Double($0.session.identifier.hashValue)) }
        }
        if let a = sample as? [CMRecordedDeviceMotion] {
            return a.map { numbers(Double($0.identifier), $0.timestamp, $0.attitude.quaternion.w + $0.rotationRate.x,
                                   $0.userAcceleration.y + $0.gravity.z, Double($0.sensorLocation.rawValue)) }
        }
        if let a = sample as? [SRPhotoplethysmogramSample] {
            return a.map { numbers($0.startDate.timeIntervalSinceReferenceDate, Double($0.nanosecondsSinceStart), $0.reflectance,
                                   $0.acceleration.x, $0.temperature?.value ?? 0) }
        }
        return [object(sample)]
    }

    /// Five numbers, without the boxing a variadic `AnyHashable` list costs per array element.
    static func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double) -> Int {
        var h = Hasher()
        h.combine(a); h.combine(b); h.combine(c); h.combine(d); h.combine(e)
        return h.finalize()
    }

    static func hash(_ values: AnyHashable?...) -> Int {
        var h = Hasher()
        for v in values { h.combine(v) }
        return h.finalize()
    }

    static func time(_ d: Date?) -> Double? { d?.timeIntervalSinceReferenceDate }

    static func object(_ o: Any) -> Int {
        switch o {
        case let v as SRAmbientLightSample:
            return hash(v.placement, v.chromaticity.x, v.chromaticity.y, v.lux.value)
        case let v as SRVisit:
            return hash(v.identifier, v.arrivalDateInterval, v.departureDateInterval, v.distanceFromHome, v.locationCategory)
        case let v as CMPedometerData:
            return hash(time(v.startDate), time(v.endDate), v.numberOfSteps.intValue, v.distance?.doubleValue,
                        v.floorsAscended?.intValue, v.floorsDescended?.intValue, v.currentPace?.doubleValue,
                        v.currentCadence?.doubleValue, v.averageActivePace?.doubleValue)
        case let v as SRDeviceUsageReport:
            return hash(v.duration, v.totalScreenWakes, v.totalUnlocks, v.totalUnlockDuration, v.applicationUsageByCategory,
                        v.notificationUsageByCategory, v.webUsageByCategory, v.version)
        case let v as SRMessagesUsageReport:
            return hash(v.duration, v.totalOutgoingMessages, v.totalIncomingMessages, v.totalUniqueContacts)
        case let v as SRPhoneUsageReport:
            return hash(v.duration, v.totalOutgoingCalls, v.totalIncomingCalls, v.totalUniqueContacts, v.totalPhoneCallDuration)
        case let v as SRWristDetection:
            return hash(v.onWrist, v.wristLocation, v.crownOrientation, time(v.onWristDate), time(v.offWristDate))
        case let v as SRKeyboardMetrics:
            return hash(v.duration, v.keyboardIdentifier, v.version, v.width.value, v.height.value, v.inputModes,
                        v.sessionIdentifiers, v.totalWords, v.totalAlteredWords, v.totalTaps, v.totalDrags, v.totalDeletes,
                        v.totalEmojis, v.totalPaths, v.totalPathTime, v.totalPathLength.value, v.totalAutoCorrections,
                        v.totalSpaceCorrections, v.totalRetroCorrections, v.totalTranspositionCorrections,
                        v.totalInsertKeyCorrections, v.totalSkipTouchCorrections, v.totalNearKeyCorrections,
                        v.totalSubstitutionCorrections, v.totalHitTestCorrections, v.totalTypingDuration, v.totalPathPauses,
                        v.totalPauses, v.totalTypingEpisodes, v.pathTypingSpeed, v.typingSpeed)
        case let v as SRSpeechMetrics:
            let e = v.speechExpression
            return hash(v.sessionIdentifier, v.sessionFlags.rawValue, time(v.timestamp), v.timeSinceAudioStart,
                        v.audioLevel?.loudness, e?.version, e?.confidence, e?.mood, e?.valence, e?.activation, e?.dominance)
        case let v as SRMediaEvent:
            return hash(v.mediaIdentifier, v.eventType)
        case let v as SRWristTemperatureSession:
            var h = Hasher()
            h.combine(hash(time(v.startDate), v.duration, v.version))
            for t in v.temperatures {
                h.combine(hash(time(t.timestamp), t.value.value, t.errorEstimate.value, t.condition.rawValue))
            }
            return h.finalize()
        case let v as CMHighFrequencyHeartRateData:
            return hash(v.heartRate, v.confidence, time(v.date))
        case let v as SRFaceMetrics:
            return hash(v.sessionIdentifier, v.context.rawValue, v.version, v.wholeFaceExpressions.map(\.identifier),
                        v.wholeFaceExpressions.map(\.value), v.partialFaceExpressions.map(\.identifier),
                        v.partialFaceExpressions.map(\.value))
        case let v as CMOdometerData:
            return hash(time(v.startDate), time(v.endDate), v.deltaDistance, v.deltaDistanceAccuracy, v.speed, v.speedAccuracy,
                        time(v.gpsDate), v.deltaAltitude, v.verticalAccuracy, v.originDevice)
        case let v as SRAcousticSettings:
            let a = v.accessibilitySettings, b = a.backgroundSounds, h = a.headphoneAccommodations
            return hash(v.musicEQSettings.isSoundCheckEnabled, v.musicEQSettings.isLateNightModeEnabled,
                        a.leftRightBalance, a.isMonoAudioEnabled, b.isEnabled, b.soundName, b.relativeVolume,
                        b.isPlayWithMediaEnabled, b.relativeVolumeWithMedia, b.isStopOnLockEnabled, h.isEnabled,
                        h.mediaEnhanceTuning, h.mediaEnhanceBoosting, h.mediaEnhanceApplication,
                        v.audioExposureSampleLifetime, v.headphoneSafetyAudioLevel, v.isEnvironmentalSoundMeasurementsEnabled)
        case let v as SRHeadphoneSettings:
            let h = v.hearingAssistance
            return hash(v.adaptiveAudioStrength, v.listeningMode, v.personalizedVolumeEnabled,
                        v.conversationAwarenessEnabled, v.spatialAudioEnabled, v.personalizedSpatialAudioEnabled,
                        h?.hearingAidEnabled, h?.mediaAssistEnabled, h?.adjustMediaEnabled, h?.adjustVoiceEnabled,
                        h?.hearingProtectionEnabled, h?.conversationBoostEnabled, h?.hearingAidAmplification,
                        h?.hearingAidBalance, h?.hearingAidTone, h?.ambientNoiseReduction)
        case let v as SRSleepSession:
            return hash(v.identifier, time(v.startDate), v.duration)
        default:
            Issue.record("no digest for \(type(of: o))")
            return 0
        }
    }
}

@Suite struct GeneratorTests {
    static let cases: [GeneratorCase] = SensorCatalog.all.flatMap { info in
        (info.recordsOnIPhone ? [GeneratorCase(sensor: info.sensor, device: .iPhone)] : [])
            + (info.recordsOnWatch ? [GeneratorCase(sensor: info.sensor, device: .appleWatch)] : [])
    }

    @Test func everySensorRecordedOnIPhoneOrWatchHasAGenerator() {
        for info in SensorCatalog.all where info.recordsOnIPhone || info.recordsOnWatch {
            #expect(SampleGenerators.generator(for: info.sensor) != nil, "\(info.swiftName)")
        }
    }

    /// Each case's emission for its whole window, generated once and compared against below.
    static let reference: [String: (emission: Emission, finished: Bool)] = Dictionary(uniqueKeysWithValues: cases.map { c in
        let (lower, upper) = Fixture.bounds(c.sensor)
        return (c.description, Fixture.run(c.sensor, c.device, Fixture.window(lower, upper)))
    })

    @Test(arguments: cases)
    func deterministicOrderedAndInWindow(_ c: GeneratorCase) {
        let (lower, upper) = Fixture.bounds(c.sensor)
        let (first, done) = GeneratorTests.reference[c.description]!
        let (second, _) = Fixture.run(c.sensor, c.device, Fixture.window(lower, upper))
        #expect(done)
        #expect(!first.samples.isEmpty, "no samples")
        #expect(first == second)
        #expect(first.times.allSatisfy { $0 > lower && $0 <= upper })
        #expect(zip(first.times, first.times.dropFirst()).allSatisfy { $0 <= $1 }, "results out of time order")
    }

    @Test(arguments: cases)
    func twoHalvesEqualTheWhole(_ c: GeneratorCase) {
        let (lower, upper) = Fixture.bounds(c.sensor)
        let middle = lower + (upper - lower) * 0.4637
        let whole = GeneratorTests.reference[c.description]!.emission
        let a = Fixture.run(c.sensor, c.device, Fixture.window(lower, middle)).0
        let b = Fixture.run(c.sensor, c.device, Fixture.window(middle, upper)).0
        #expect(a.samples + b.samples == whole.samples)
        let halves: Int = a.counts.reduce(0, +) + b.counts.reduce(0, +)
        #expect(halves == whole.counts.reduce(0, +))
    }

    @Test(arguments: cases)
    func sinkReturningFalseStops(_ c: GeneratorCase) {
        var calls = 0
        let (lower, upper) = Fixture.bounds(c.sensor)
        let generator = SampleGenerators.generator(for: c.sensor)!
        let finished = generator.generate(Fixture.window(lower, upper), Fixture.context(c.device)) { _, _, _ in
            calls += 1
            return false
        }
        #expect(!finished)
        #expect(calls == 1)
    }

    @Test(arguments: cases)
    func sampleCountMatchesEmission(_ c: GeneratorCase) {
        let (lower, upper) = Fixture.bounds(c.sensor)
        let e = GeneratorTests.reference[c.description]!.emission
        #expect(e.counts == e.results.map(\.count))
        let generator = SampleGenerators.generator(for: c.sensor)!
        let counted = generator.sampleCount(in: Fixture.window(lower, upper), Fixture.context(c.device))
        #expect(counted == e.samples.count)
    }

    /// A survey (what the study app's tally reads) sees the results `generate` emits: the same
    /// times and counts, and as each result's leading sample its first sample.
    @Test(arguments: cases)
    func surveyMatchesEmission(_ c: GeneratorCase) {
        let (lower, upper) = Fixture.bounds(c.sensor)
        let e = GeneratorTests.reference[c.description]!.emission
        var times: [Double] = [], counts: [Int] = [], leading: [[Int]] = []
        SampleGenerators.generator(for: c.sensor)!.survey(Fixture.window(lower, upper), Fixture.context(c.device)) { t, n, sample in
            times.append(t)
            counts.append(n)
            leading.append(Digest.samples(sample()))
        }
        #expect(times == e.times)
        #expect(counts == e.counts)
        #expect(leading == e.results.map { Array($0.prefix(1)) })
    }

    /// A survey in runs, each run taken result by result, is the plain survey: the same times,
    /// counts and leading samples, over the fixture's window cut into two pieces whose ends fall
    /// inside batches. Motion hands its whole batches on as one run a piece.
    @Test(arguments: cases)
    func surveyInRunsIsThePlainSurvey(_ c: GeneratorCase) {
        let (lower, upper) = Fixture.bounds(c.sensor)
        let span = upper - lower
        let window = IntervalSet([.init(lower + 0.013, lower + span * 0.3 + 0.27), .init(lower + span * 0.5 + 0.031, upper - 0.011)])
        let generator = SampleGenerators.generator(for: c.sensor)!
        let context = Fixture.context(c.device)
        var plain: [String] = [], inRuns: [String] = [], runs = 0
        generator.survey(window, context) { t, n, sample in plain.append("\(t) \(n) \(Digest.samples(sample()))") }
        generator.survey(window, context, runs: { count, size, time, leading in
            runs += 1
            for i in 0..<count { inRuns.append("\(time(i)) \(size) \(Digest.samples(leading(i)))") }
        }) { t, n, sample in inRuns.append("\(t) \(n) \(Digest.samples(sample()))") }
        #expect(!plain.isEmpty)
        #expect(inRuns == plain)
        // Motion's whole batches come as one run an interval; ambient light's as one a minute
        // with the screen on.
        switch c.sensor {
        case .accelerometer, .rotationRate: #expect(runs == 2)
        case .ambientLightSensor: #expect(runs > 2 && runs < plain.count)
        default: #expect(runs == 0)
        }
    }

    @Test func devicesRecordDifferentData() {
        for c in GeneratorTests.cases where c.device == .appleWatch {
            guard let info = SensorCatalog.info(for: c.sensor), info.recordsOnIPhone else { continue }
            let phone = GeneratorTests.reference[GeneratorCase(sensor: c.sensor, device: .iPhone).description]!.emission
            #expect(phone != GeneratorTests.reference[c.description]!.emission, "\(c.sensor)")
        }
    }
}

@Suite struct GeneratorPlausibilityTests {
    let routine = Fixture.routine

    @Test func noStepsWhileAsleepAndDailyTotalsArePlausible() {
        for device in SRDevice.Kind.allCases {
            let records = Fixture.objects(.pedometerData, device, as: CMPedometerData.self).map(\.1)
            for r in records {
                let a = r.startDate.timeIntervalSinceReferenceDate, b = r.endDate.timeIntervalSinceReferenceDate
                #expect(![a + 1, (a + b) / 2, b - 1].allSatisfy { routine.isAsleep(at: $0) }, "steps while asleep")
                let stride = r.distance!.doubleValue / r.numberOfSteps.doubleValue
                #expect(stride > 0.5 && stride < 1.4)
            }
            let perDay = records.reduce(0) { $0 + $1.numberOfSteps.intValue } / 3
            #expect(perDay > 1_500 && perDay < 25_000, "\(device): \(perDay) steps a day")
        }
    }

    @Test func heartRateFollowsActivity() {
        let samples = Fixture.objects(.heartRate, .appleWatch, days: 7, as: CMHighFrequencyHeartRateData.self)
        var seen = Set<ParticipantRoutine.Activity>()
        for (t, s) in samples {
            #expect(routine.isOnWrist(at: t))
            let activity = routine.activity(at: t)
            seen.insert(activity)
            switch activity {
            case .asleep: #expect(s.heartRate >= 50 && s.heartRate <= 70)
            case .stationary: #expect(s.heartRate >= 62 && s.heartRate <= 95)
            case .running: #expect(s.heartRate >= 105 && s.heartRate <= 170)
            default: #expect(s.heartRate > 60 && s.heartRate < 160)
            }
        }
        #expect(seen.isSuperset(of: [.asleep, .stationary, .running]))
    }

    @Test func wristTemperatureSessionsAreNightly() {
        let sessions = Fixture.objects(.wristTemperature, .appleWatch, as: SRWristTemperatureSession.self).map(\.1)
        #expect(sessions.count == 3)
        for s in sessions {
            let start = s.startDate.timeIntervalSinceReferenceDate, end = start + s.duration
            #expect(routine.isAsleep(at: start + 60) && routine.isAsleep(at: end - 60))
            #expect(s.duration > 6 * 3600 && s.duration < 11 * 3600)
            let values = s.temperatures.map(\.value.value)
            #expect(values.count == Int(s.duration / 5))
            #expect(values.allSatisfy { $0 > 32 && $0 < 37 })
        }
    }

    @Test func visitsArriveBeforeDepartingAtKnownPlaces() {
        let visits = Fixture.objects(.visits, .iPhone, as: SRVisit.self)
        #expect(visits.count >= 6)
        var ids: [SRVisit.LocationCategory: Set<UUID>] = [:]
        for (t, v) in visits {
            #expect(v.arrivalDateInterval.start < v.departureDateInterval.end)
            #expect(v.arrivalDateInterval.end <= v.departureDateInterval.start)
            #expect(v.departureDateInterval.contains(Date(timeIntervalSinceReferenceDate: t)))
            #expect((v.locationCategory == .home) == (v.distanceFromHome == 0))
            ids[v.locationCategory, default: []].insert(v.identifier)
        }
        #expect(ids[.home]?.count == 1)
        #expect(ids[.work]?.count == 1)
    }

    @Test func ambientPressureIsAround101kPa() {
        for device in SRDevice.Kind.allCases {
            var values: [Double] = []
            _ = SampleGenerators.generator(for: .ambientPressure)!.generate(
                Fixture.window(Fixture.start, Fixture.start + 1800), Fixture.context(device)) { s, _, _ in
                values += (s as! [CMRecordedPressureData]).map { $0.pressure.converted(to: .kilopascals).value }
                return true
            }
            #expect(values.allSatisfy { $0 > 97 && $0 < 104.5 })
            #expect(values.max()! - values.min()! < 0.5, "pressure jumps within half an hour")
        }
    }

    @Test func onWristEventsMatchTheRoutine() {
        let events = Fixture.objects(.onWristState, .appleWatch, as: SRWristDetection.self)
        #expect(events.count == 6)
        for (t, e) in events {
            #expect(routine.isOnWrist(at: t + 1) == e.onWrist)
            #expect(routine.isOnWrist(at: t - 1) != e.onWrist)
        }
    }

    @Test func electrocardiogramRecordingsAreThirtySecondsAt512HzAFewTimesAWeek() {
        var bySession: [String: [SRElectrocardiogramSample]] = [:]
        let (lower, upper) = Fixture.bounds(.electrocardiogram)
        let ecg = SampleGenerators.generator(for: .electrocardiogram)!
        _ = ecg.generate(Fixture.window(lower, upper), Fixture.context(.appleWatch)) { s, _, _ in
            for sample in s as! [SRElectrocardiogramSample] { bySession[sample.session.identifier, default: []].append(sample) }
            return true
        }
        #expect(bySession.count == 1)
        for samples in bySession.values {
            #expect(samples.count == 15_360)
            #expect(samples.first?.session.state == .begin && samples.last?.session.state == .end)
            let span = samples.last!.date.timeIntervalSince(samples.first!.date)
            #expect(abs(span - 15_359.0 / 512) < 1e-6)
            let peak = samples.map(\.microvolts).max()!
            #expect(peak > 500 && peak < 2_000)
            #expect(samples[1000].data.first?.value.converted(to: .microvolts).value == samples[1000].microvolts)
        }
        let fourWeeks = ecg.sampleCount(in: Fixture.window(Fixture.start, Fixture.start + 28 * Fixture.day),
                                        Fixture.context(.appleWatch)) / 15_360
        #expect(fourWeeks >= 4 && fourWeeks <= 24, "\(fourWeeks) recordings in four weeks")
    }

    @Test func phoneReportsCountTheCallsSpeechMetricsHear() {
        let reports = Fixture.objects(.phoneUsageReport, .iPhone, as: SRPhoneUsageReport.self)
        let speech = Fixture.objects(.telephonySpeechMetrics, .iPhone, as: SRSpeechMetrics.self).map(\.1)
        var callStarts: [String: Double] = [:]
        for m in speech {
            let t = m.timestamp.timeIntervalSinceReferenceDate - m.timeSinceAudioStart
            callStarts[m.sessionIdentifier] = min(callStarts[m.sessionIdentifier] ?? t, t)
        }
        #expect(reports.count == 3 && !callStarts.isEmpty)
        for (end, r) in reports {
            let calls = r.totalIncomingCalls + r.totalOutgoingCalls
            let heard = callStarts.values.filter { $0 >= end - r.duration && $0 < end }.count
            #expect(heard <= calls, "speech metrics from calls the phone report does not count")
            #expect(r.totalUniqueContacts <= calls && r.totalPhoneCallDuration >= 0)
        }
    }

    @Test func deviceUsageFollowsScreenTime() {
        let reports = Fixture.objects(.deviceUsageReport, .iPhone, as: SRDeviceUsageReport.self).map(\.1)
        #expect(reports.allSatisfy { $0.totalUnlockDuration <= $0.duration && $0.totalUnlocks <= $0.totalScreenWakes })
        let used = reports.reduce(0) { $0 + $1.totalUnlockDuration } / 3 / 3600
        #expect(used > 1 && used < 8, "\(used) hours of screen time a day")
    }
}
