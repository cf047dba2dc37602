import Foundation
import Testing
@testable import Export
import Simulation
import SensorKitSim

/// `ExportEstimate`: what an export will write, worked out before it writes, against what it writes.
struct ExportEstimateTests {
    /// The estimate's rows are within this share of the rows written, and its bytes within this
    /// share of the bytes in the files (README states the same tolerance).
    static let tolerance = 0.03

    private func cohortOptions(_ format: ExportFormat) -> (inout ExportOptions) -> Void {
        { options in
            options.cohort.participants = 5
            options.cohort.declineRate = 0.2
            options.cohort.watchShare = 0.5
            options.cohort.enrolmentDays = 1
        }
    }

    private func bytes(under root: URL) -> Int {
        ExportFixture.files(root).reduce(0) { total, relative in
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(relative).path)
            return total + ((attributes?[.size] as? Int) ?? 0)
        }
    }

    /// A newcomer's export filled the disk because nothing said how large it would be: the
    /// estimate now says, per format, and is held to what the export then writes.
    @Test(arguments: ExportFormat.allCases)
    func theEstimateIsWithinToleranceOfWhatIsWritten(_ format: ExportFormat) throws {
        var week = ExportFixture.week(days: 4)
        week.phone.sensorKit.rates.heartRateInterval = 20
        var options = ExportOptions(format: format, out: "", week: week)
        cohortOptions(format)(&options)
        let estimate = try ExportEstimate(options)
        let (out, summary) = try ExportFixture.export(format, week: options.week, configure: cohortOptions(format))
        defer { ExportFixture.remove(out) }
        // Every file the command writes: the shape's, participants.csv, and the manifest listing them.
        let files = ExportFixture.files(out)
        let written = bytes(under: out) + ExportManifest.text(files, complete: true).utf8.count
        // The manifest's lines follow files an hour, a batch or a fetch, counted as the larger of
        // per fetch and per day (a file a participant is counted as more): never 5 % short.
        let manifest = ExportManifest.text(files, complete: true).utf8.count
        #expect(Double(estimate.manifestBytes) >= Double(manifest) * 0.95,
                "\(format): estimated a manifest of \(estimate.manifestBytes) bytes; it lists \(files.count) files in \(manifest)")
        #expect(summary.rows > 1000 && written > 100_000, "the export must hold enough to measure")
        let rowsOff = abs(Double(estimate.rows - summary.rows)) / Double(summary.rows)
        let bytesOff = abs(Double(estimate.bytes - written)) / Double(written)
        #expect(rowsOff <= Self.tolerance, "\(format): estimated \(estimate.rows) rows, wrote \(summary.rows)")
        #expect(bytesOff <= Self.tolerance, "\(format): estimated \(estimate.bytes) bytes, wrote \(written)")
        for line in estimate.lines {
            let wrote = summary.rowsBySensor[line.sensor.description] ?? 0
            #expect(abs(line.rows - wrote) <= max(2, wrote / 20), "\(format) \(line.sensor): estimated \(line.rows) rows, wrote \(wrote)")
        }
    }

    /// Estimating writes nothing: not even the folder.
    @Test func estimatingWritesNothing() throws {
        let out = ExportFixture.folder().appendingPathComponent("never")
        defer { ExportFixture.remove(out.deletingLastPathComponent()) }
        let estimate = try ExportEstimate(ExportOptions(format: .radarCSV, out: out.path, week: ExportFixture.week(days: 3)))
        #expect(estimate.rows > 0 && estimate.bytes > 0)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A cohort's estimate can run to terabytes: "2744464.2 GB" was hard to read.
    @Test func sizesReadInTheirUnit() {
        #expect(ByteSize.text(2_744_464_187_933_264) == "2744.5 TB")
        #expect(ByteSize.text(10_908_321_068) == "10.9 GB")
        #expect(ByteSize.text(850_400) == "850 kB")
        #expect(ByteSize.text(312) == "312 B")
    }

    /// A large cohort is estimated from participants spread over it, the first included.
    @Test func aLargeCohortIsSampledEvenly() {
        #expect(ExportEstimate.sample(3) == [1, 2, 3])
        let picked = ExportEstimate.sample(1000)
        #expect(picked.count == ExportEstimate.simulatedLimit && picked.first == 1 && picked.last == 1000)
        #expect(Set(picked).count == picked.count)
    }
}
