import Foundation
import Testing
@testable import Export
import SensorKitSim

/// An export with less data than asked for says why, as `week` does: the study app crashed, or
/// the study asks for no SensorKit data at all.
struct ExportNotesTests {
    @Test func aCrashedAppIsNoted() throws {
        // Motion & Fitness asked at launch without NSMotionUsageDescription: iOS ends the app
        // before its sheet, so nothing is recorded.
        var week = ExportFixture.week(days: 2, sensors: [.ambientLightSensor, .deviceUsageReport])
        week.profile.usesMotionActivity = true
        week.profile.motionUsageDescription = nil
        week.phone.behavior.motion = .atLaunch
        let (out, summary) = try ExportFixture.export(.lamp, week: week) { $0.cohort.participants = 2 }
        defer { ExportFixture.remove(out) }
        #expect(summary.rows == 0)
        #expect(summary.notes.contains { $0.hasPrefix("the study app crashed for 2 of 2 enrolled participants") && $0.contains("NSMotionUsageDescription") },
                "\(summary.notes)")
    }

    @Test func aStudyWithoutSensorKitIsNoted() throws {
        let week = ExportFixture.week(days: 2, sensors: [])
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week)
        defer { ExportFixture.remove(out) }
        #expect(summary.notes == ["the study requests no SensorKit data, so there is nothing to export"])
    }

    @Test func aHealthyExportHasNoSuchNote() throws {
        let (out, summary) = try ExportFixture.export(.lamp, week: ExportFixture.week(days: 2))
        defer { ExportFixture.remove(out) }
        #expect(summary.rows > 0)
        #expect(!summary.notes.contains { $0.contains("crashed") || $0.contains("no SensorKit") || $0.hasPrefix("no rows") })
    }

    /// A study that requests a sensor it is not entitled to: the request fails whole, the app
    /// fetches nothing, and the export said "0 rows" with no reason. It now says why, as `week`
    /// does for the fetches the app never made.
    @Test func anExportWhoseAppNeverFetchedSaysWhy() throws {
        var week = ExportFixture.week(days: 2, sensors: [.ambientLightSensor, .visits])
        week.profile.entitled = [.ambientLightSensor]
        let (out, summary) = try ExportFixture.export(.lamp, week: week)
        defer { ExportFixture.remove(out) }
        #expect(summary.rows == 0)
        let note = try #require(summary.notes.first { $0.hasPrefix("no rows: ") }, "\(summary.notes)")
        #expect(note.contains("visits is not in the app's SensorKit entitlement"), "\(note)")
        #expect(note.contains("ambientLightSensor"), "\(note)")
    }

    /// One day ends before anything recorded can be fetched: the summary says so, in the words
    /// SensorKit's decider gave the study app's empty fetches.
    @Test func aSingleDayWithNoRowsSaysTheDataIsStillHeld() throws {
        let (out, summary) = try ExportFixture.export(.lamp, week: ExportFixture.week(days: 1))
        defer { ExportFixture.remove(out) }
        #expect(summary.rows == 0)
        #expect(summary.notes.contains { $0.hasPrefix("no rows: every fetch of the study app came back empty; the first of each kind: ")
                    && $0.contains("before recording started")
                    && $0.hasSuffix("SensorKit holds new data back for 24 hours, so give --days 2 or more") }, "\(summary.notes)")
    }
}
