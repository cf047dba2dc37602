import Foundation
import Testing
@testable import Export
import SensorKitSim
import SimCore

/// participants.csv says what each participant was asked and answered: a sensor the sheet never
/// showed (the phone's iOS lacks it, the app is not entitled) is "not asked", never "allowed" or
/// "declined", and declining it cannot keep anyone from enrolling.
struct ParticipantAnswersTests {
    private func rows(_ out: URL) -> [[Substring]] {
        ExportFixture.text(out.appendingPathComponent("participants.csv")).split(separator: "\n").map { $0.split(separator: ",") }
    }

    @Test func aSensorTheIOSLacksIsNotAskedNorDeclined() throws {
        // The ECG arrived in iOS 17.4: on 17.0 the sheet shows only ambient light.
        var week = ExportFixture.week(days: 2, sensors: [.ambientLightSensor, .electrocardiogram], required: [.electrocardiogram])
        week.phone.osVersion = OSVersion(17, 0)
        var cohort = Cohort()
        cohort.participants = 2
        cohort.declineRate = 1
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week) { $0.cohort = cohort }
        defer { ExportFixture.remove(out) }
        #expect(summary.enrolled == 2, "no one could decline the Required ECG the sheet never showed")
        let table = rows(out)
        #expect(table[0].suffix(2) == ["ambientLightSensor", "electrocardiogram"])
        for row in table.dropFirst() {
            #expect(row[4] == "true")
            #expect(row.suffix(2) == ["declined", "not asked"])
        }
    }

    /// The columns follow the phone's order (the sheet's, as `week`, the dashboard and Settings
    /// list sensors), not Info.plist's: they came in the order the study's file wrote them.
    @Test func theSensorColumnsFollowTheSheetsOrder() throws {
        let week = ExportFixture.week(days: 2, sensors: [.accelerometer, .ambientLightSensor])
        let (out, _) = try ExportFixture.export(.radarCSV, week: week)
        defer { ExportFixture.remove(out) }
        #expect(rows(out)[0].suffix(2) == ["ambientLightSensor", "accelerometer"])
    }

    @Test func noSheetMeansNothingWasAnswered() throws {
        // No SensorKit entitlement at all: requestAuthorization fails and no sheet appears.
        var week = ExportFixture.week(days: 2, sensors: [.ambientLightSensor, .deviceUsageReport])
        week.profile.entitled = nil
        let (out, summary) = try ExportFixture.export(.lamp, week: week)
        defer { ExportFixture.remove(out) }
        #expect(summary.rows == 0)
        #expect(rows(out)[1].suffix(2) == ["not asked", "not asked"])
    }

    /// participants.csv of one participant who declines every page of a study whose accelerometer
    /// is Required: not enrolled.
    private func declinerTable(sensors: [SRSensor]) throws -> [[Substring]] {
        let week = ExportFixture.week(days: 2, sensors: sensors, required: [.accelerometer])
        var cohort = Cohort()
        cohort.participants = 1
        cohort.declineRate = 1
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week) { $0.cohort = cohort }
        defer { ExportFixture.remove(out) }
        #expect(summary.enrolled == 0)
        return rows(out)
    }

    /// Declining everything declines the Required sensor too: not enrolled. Don't Enroll stores
    /// no answer, so the page declined before the Required one reads unanswered, as README says.
    @Test func aParticipantDecliningEverythingIsNotEnrolled() throws {
        let table = try declinerTable(sensors: [.ambientLightSensor, .accelerometer])
        #expect(table[0].suffix(2) == ["ambientLightSensor", "accelerometer"])
        #expect(table[1][4] == "false")
        #expect(table[1].suffix(2) == ["unanswered", "declined"], "Don't Enroll ends the sheet on the Required page, storing nothing")
    }

    /// The sheet ends on the first Required page declined: a page after it is never reached, so
    /// it reads unanswered (it read declined, as if the participant had gone on past the alert).
    @Test func aPageAfterTheRequiredOneThatEndedTheSheetIsUnanswered() throws {
        let table = try declinerTable(sensors: [.accelerometer, .ambientLightSensor, .visits])
        // In the sheet's order: ambient light's page, declined before the Required one, stores nothing either.
        #expect(table[0].suffix(3) == ["ambientLightSensor", "accelerometer", "visits"])
        #expect(table[1].suffix(3) == ["unanswered", "declined", "unanswered"])
    }

    /// A participant who declines a Required sensor chooses Don't Enroll in Study, which closes
    /// the request as Cancel does: the declined sensor is marked, the rest the sheet showed are
    /// unanswered (the phone stores nothing), never "allowed".
    @Test func aNotEnrolledParticipantsOtherSensorsAreUnanswered() throws {
        let week = ExportFixture.week(days: 2, sensors: [.ambientLightSensor, .accelerometer], required: [.accelerometer])
        let participant = Participant(number: 1, seed: 1, userId: "u", sourceId: "s", watchPaired: false, start: Date(),
                                      asked: [.ambientLightSensor, .accelerometer], declined: [.accelerometer], enrolled: false,
                                      endedOn: .accelerometer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("participants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try ParticipantsTable(path: folder.appendingPathComponent("participants.csv").path, sensors: week.profile.sensors)
        try table.add(participant)
        try table.commit()
        let line = ExportFixture.text(folder.appendingPathComponent("participants.csv")).split(separator: "\n")[1].split(separator: ",")
        #expect(line.suffix(2) == ["unanswered", "declined"])
    }
}
