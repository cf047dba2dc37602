import Foundation
import SimCore

/// Visits to home, work, the gym and weekend outings, read from the routine's places.
///
/// A visit is a run of routine slots at one place, skipping the transit slots of a commute. Each
/// visit is emitted at its departure, the first moment SensorKit could know it.
struct VisitsGenerator: SampleGenerator {
    let sensor: SRSensor = .visits
    /// How far to look for the other end of a stay; longer stays are cut.
    private static let maxSlots: Int64 = 2 * 288

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let slot = ParticipantRoutine.slot
        for interval in window.intervals {
            var k = Int64((interval.lower / slot).rounded(.down)) - 1
            let lastK = Int64((interval.upper / slot).rounded(.down))
            while k <= lastK {
                defer { k += 1 }
                let departure = Double(k + 1) * slot
                guard departure > interval.lower && departure <= interval.upper else { continue }
                let here = place(k, c)
                guard here != .transit, nextPlace(after: k, c) != here else { continue }
                let visit = makeVisit(here, arrival: Double(firstSlot(of: here, endingAt: k, c)) * slot,
                                      departure: departure, k, c)
                if !sink(visit, departure, 1) { return false }
            }
        }
        return true
    }

    private func place(_ k: Int64, _ c: GenerationContext) -> ParticipantRoutine.Place {
        c.routine.place(at: (Double(k) + 0.5) * ParticipantRoutine.slot)
    }

    private func nextPlace(after k: Int64, _ c: GenerationContext) -> ParticipantRoutine.Place {
        for j in (k + 1)...(k + VisitsGenerator.maxSlots) {
            let p = place(j, c)
            if p != .transit { return p }
        }
        return .transit
    }

    private func firstSlot(of here: ParticipantRoutine.Place, endingAt k: Int64, _ c: GenerationContext) -> Int64 {
        var first = k
        var j = k - 1
        while j > k - VisitsGenerator.maxSlots {
            let p = place(j, c)
            if p == here { first = j } else if p != .transit { break }
            j -= 1
        }
        return first
    }

    private func makeVisit(_ here: ParticipantRoutine.Place, arrival: Double, departure: Double, _ k: Int64,
                           _ c: GenerationContext) -> SRVisit {
        let stream = c.stream(sensor)
        let day = UInt64(bitPattern: c.routine.localDay(arrival).day)
        // Home, work and the gym are fixed places; weekend outings go somewhere new each day.
        let (key, category, distance): (UInt64, SRVisit.LocationCategory, Double) = switch here {
        case .home: (1, .home, 0)
        case .work: (2, .work, 2_000 + 13_000 * SeededNoise.unit(c.seed, stream, 2))
        case .gym: (3, .gym, 500 + 2_500 * SeededNoise.unit(c.seed, stream, 3))
        default: (1_000 + day, .unknown, 1_000 + 29_000 * SeededNoise.unit(c.seed, stream, 1_000 + day))
        }
        // SensorKit blurs both ends; the two ranges never overlap and always contain the true times.
        let width = min(600, (departure - arrival) / 2)
        let a = arrival - width * SeededNoise.unit(c.seed, stream &+ 1, UInt64(bitPattern: k))
        let d = departure - width * SeededNoise.unit(c.seed, stream &+ 2, UInt64(bitPattern: k))
        return SRVisit(identifier: c.uuid(stream, key),
                       arrivalDateInterval: DateInterval(start: Date(timeIntervalSinceReferenceDate: a), duration: width),
                       departureDateInterval: DateInterval(start: Date(timeIntervalSinceReferenceDate: d), duration: width),
                       distanceFromHome: distance.rounded(), locationCategory: category)
    }
}
