import Foundation
import Testing
@testable import Export
import SensorKitSim

/// The synthetic cohort: seeds, ids, answers drawn at the stated rate, Watches, staggered
/// enrolment, participants.csv, and the same bytes for the same options.
struct CohortTests {
    @Test func declinedSensorsAreAbsentAndDeclinedRequiredMeansNotEnrolled() throws {
        let week = ExportFixture.week(days: 2, sensors: [.accelerometer, .ambientLightSensor, .deviceUsageReport],
                                      required: [.deviceUsageReport])
        var cohort = Cohort()
        cohort.participants = 8
        cohort.declineRate = 0.4
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week) { $0.cohort = cohort }
        defer { ExportFixture.remove(out) }
        let topics: [SRSensor: String] = [.accelerometer: "sensorkit_acceleration", .ambientLightSensor: "sensorkit_ambient_light",
                                          .deviceUsageReport: "sensorkit_device_usage"]
        let files = ExportFixture.files(out)
        let participants = (1...8).map { cohort.participant($0, base: week) }
        #expect(summary.participants == 8 && summary.enrolled == participants.filter(\.enrolled).count)
        #expect(participants.contains { !$0.enrolled }, "some participant declined the Required sensor")
        #expect(participants.contains { $0.enrolled && !$0.declined.isEmpty }, "some declined an optional one")
        for p in participants {
            let mine = files.filter { $0.contains("/\(p.userId)/") }
            #expect(p.enrolled == !p.declined.contains(.deviceUsageReport))
            if !p.enrolled { #expect(mine.isEmpty, "participant \(p.number) is not enrolled: no data") }
            // A declined sensor has no rows: only its empty file, the header alone.
            for (sensor, topic) in topics where p.enrolled && p.declined.contains(sensor) {
                let theirs = mine.filter { $0.contains("/\(topic)/") }
                #expect(theirs.count == 1, "participant \(p.number) declined \(sensor)")
                for file in theirs {
                    #expect(ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n").count == 1,
                            "participant \(p.number) declined \(sensor): a header, no rows")
                }
            }
            if p.enrolled {
                #expect(mine.contains { $0.contains("/sensorkit_device_usage/") }, "participant \(p.number) has their data")
            }
        }
        let table = ExportFixture.text(out.appendingPathComponent("participants.csv")).split(separator: "\n")
        #expect(table[0] == "participant,userId,sourceId,seed,enrolled,enrolmentDate,watchPaired,ambientLightSensor,accelerometer,deviceUsageReport")
        #expect(table.count == 9)
        for (line, p) in zip(table.dropFirst(), participants) {
            let cells = line.split(separator: ",")
            #expect(cells[1] == p.userId && cells[4] == (p.enrolled ? "true" : "false"))
            #expect(cells[9] == (p.declined.contains(.deviceUsageReport) ? "declined" : "allowed"))
        }
    }

    @Test func participantsDifferAndEnrolmentIsStaggered() {
        var cohort = Cohort()
        cohort.participants = 20
        cohort.enrolmentDays = 7
        cohort.watchShare = 0.5
        let base = ExportFixture.week()
        let people = (1...20).map { cohort.participant($0, base: base) }
        #expect(Set(people.map(\.userId)).count == 20)
        #expect(Set(people.map(\.seed)).count == 20)
        #expect(people[0].seed == base.phone.seed, "participant 1 is the `week` participant")
        #expect(people[0].start == base.phone.start)
        let offsets = Set(people.map { Int($0.start.timeIntervalSince(base.phone.start) / 86_400) })
        #expect(offsets.count > 3 && offsets.allSatisfy { (0..<7).contains($0) })
        let watches = people.filter(\.watchPaired).count
        #expect(watches > 3 && watches < 17)
        #expect(people.allSatisfy { $0.userId.range(of: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
                                                       options: .regularExpression) != nil })
    }

    @Test(arguments: ExportFormat.allCases)
    func sameOptionsGiveTheSameBytes(_ format: ExportFormat) throws {
        let week = ExportFixture.week(days: 2)
        let configure: (inout ExportOptions) -> Void = {
            $0.cohort.participants = 3
            $0.cohort.declineRate = 0.2
            $0.cohort.enrolmentDays = 3
        }
        let (a, _) = try ExportFixture.export(format, week: week, configure: configure)
        defer { ExportFixture.remove(a) }
        let (b, _) = try ExportFixture.export(format, week: week, configure: configure)
        defer { ExportFixture.remove(b) }
        let files = ExportFixture.files(a)
        #expect(files == ExportFixture.files(b))
        #expect(files.count > 3)
        #expect(!files.contains { $0.contains(".partial") || $0.contains(".staging") }, "no temporary is left behind")
        for f in files {
            #expect(FileManager.default.contentsEqual(atPath: a.appendingPathComponent(f).path,
                                                      andPath: b.appendingPathComponent(f).path), "\(f)")
        }
        var other = week
        other.phone.seed = 2
        let (c, _) = try ExportFixture.export(format, week: other, configure: configure)
        defer { ExportFixture.remove(c) }
        #expect(ExportFixture.files(c) != files, "another seed, other participants")
    }
}
