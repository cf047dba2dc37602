import Foundation
import SensorKitSim
import SimCore
import Simulation
import StudyConfig
import Testing
@testable import Dossier

/// The data table: each requested sensor, what its answer leads to and how much data it means.
@Suite struct SensorDataTableTests {
    static let studies = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/studies")

    static func study(_ name: String) throws -> Study {
        try StudyLoader.load(folder: studies.appendingPathComponent(name))
    }

    /// ORKCatalog asks SensorKit for nothing: its dossier has no data table, which used to
    /// describe SensorKit's holding period, look-back and Delete Unshared Data above no rows.
    /// Its index says there is no sheet instead of "0 sensors: all 1 combinations of answers".
    @Test func anAppWithoutSensorKitHasNoDataTable() throws {
        let realWorld = Self.studies.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/orkcatalog")
        let study = try StudyLoader.load(path: realWorld, options: StudyLoadOptions())
        #expect(try SensorDataTable.tables(study: study, languages: ["en", "de"]).isEmpty)
        let index = try #require(DossierFixtures.files(study, languages: ["en"]).first { $0.path == "index.html" }).text
        #expect(!index.contains("combinations of answers"))
        #expect(index.contains("The study asks SensorKit for no sensor: there is no Research Sensor &amp; Usage Data sheet, and every screen the participant can reach is listed."))
        // It has no NSSensorKitUsageDescription: the fact says none, as the privacy policy's does, not an empty cell.
        #expect(index.contains("<tr><th>Study purpose</th><td>—</td></tr>"))
    }

    @Test func aRowForEverySensorTheHeartStudyRequestsInTheSheetsOrder() throws {
        let study = try Self.study("heart-study")
        let table = try SensorDataTable(study: study)
        #expect(table.rows.map(\.sensor) == study.sheet().map(\.sensor))
        #expect(table.rows.count == 11)
        for row in table.rows {
            #expect(!row.collected.hasPrefix("Not described"), "\(row.sensor)")
            #expect(row.rate != "not described", "\(row.sensor)")
            #expect(row.onSheet && !row.required, "\(row.sensor): the heart study marks none Required")
            #expect(row.declining.hasPrefix("No data from this sensor"))
        }
        let heart = try #require(table.rows.first { $0.sensor == .heartRate })
        #expect(heart.devices == "Apple Watch Only" && heart.rate == "a reading every 1 s while the Watch is worn")
        let motion = try #require(table.rows.first { $0.sensor == .accelerometer })
        #expect(motion.devices == "iPhone & Apple Watch")
        // 50 samples a second all day, from the iPhone and the paired Watch: the generators' rate, not a typed number.
        #expect(motion.samplesPerDay == 50 * 86_400 * 2)
        // A row of RADAR CSV is tens of bytes: time, device, x, y, z and the key columns.
        let bytes = try #require(motion.radarCSVBytesPerDay)
        #expect(bytes > motion.samplesPerDay * 40 && bytes < motion.samplesPerDay * 200, "\(bytes)")
        // RADAR has no topic for heart rate.
        #expect(heart.samplesPerDay > 0 && heart.radarCSVBytesPerDay == nil)
        #expect(table.study.appName == study.appName && table.study.privacyPolicyURL == study.privacyPolicyURL)
        #expect(table.study.fingerprint == AppVersion(study: study, studyErrorCount: 0).fingerprint)
    }

    /// The Required column is what the sheet decides, and so is who gets no page.
    @Test func requiredAndNotAskedFollowTheSheetDecider() throws {
        for name in ["sleep-study", "light-not-entitled", "mobility-study"] {
            let study = try Self.study(name)
            let table = try SensorDataTable(study: study)
            let sheet = study.sheet()
            #expect(table.rows.map(\.required) == sheet.map(\.required), "\(name)")
            #expect(table.rows.map(\.onSheet) == sheet.map(\.willPrompt), "\(name)")
            for row in table.rows where row.required && row.onSheet {
                #expect(row.declining.contains("Is Required For this Study") && row.declining.contains("Don’t Enroll in Study"))
            }
            for row in table.rows where !row.onSheet {
                #expect(row.samplesPerDay == 0 && row.notAskedReason != nil, "\(name): \(row.sensor)")
            }
        }
        let sleep = try SensorDataTable(study: try Self.study("sleep-study"))
        #expect(sleep.rows.contains { $0.required }, "the sleep study has a Required sensor")
        #expect(sleep.study.motionText == nil)
        let mobility = try SensorDataTable(study: try Self.study("mobility-study"))
        #expect(mobility.study.motionText?.isEmpty == false)
    }

    @Test func volumePerDayGrowsWithTheConfiguredRate() throws {
        let study = try Self.study("heart-study")
        var slow = SampleRates()
        slow.accelerometerHz = 10
        let at10 = try #require(try SensorDataTable(study: study, rates: slow).rows.first { $0.sensor == .accelerometer })
        let at50 = try #require(try SensorDataTable(study: study).rows.first { $0.sensor == .accelerometer })
        #expect(at10.samplesPerDay * 5 == at50.samplesPerDay)
        #expect(at10.rate == "10 samples a second, continuously")
        let (b10, b50) = (try #require(at10.radarCSVBytesPerDay), try #require(at50.radarCSVBytesPerDay))
        #expect(Double(b50) > Double(b10) * 4.5 && Double(b50) < Double(b10) * 5.5, "\(b10) → \(b50)")
    }

    @Test func aGermanTableNamesSensorsAndSettingsAsTheGermanPhoneDoes() throws {
        let tables = try SensorDataTable.tables(study: try Self.study("sleep-study"), languages: ["en", "de"])
        let table = tables[1]
        #expect(tables[0].rows.map(\.samplesPerDay) == table.rows.map(\.samplesPerDay))
        #expect(tables[0].rows.map(\.name) != table.rows.map(\.name))
        #expect(table.language == "de")
        #expect(table.rows.contains { $0.name == "Beschleunigungssensor" })
        #expect(table.deletion.contains("Nicht geteilte Daten löschen"))
        let required = try #require(table.rows.first { $0.required })
        #expect(required.declining.contains("Für diese Studie erforderlich: Beschleunigungssensor") && required.declining.contains("Auswahl ändern"))
        // The alert's buttons and the sheet's Cancel are named as the German phone shows them:
        // the table said "… closes the request as Cancel does", a button no German phone has.
        #expect(required.declining.contains("“Nicht an der Studie teilnehmen” closes the request as the sheet’s “Abbrechen” does"), "\(required.declining)")
        #expect(!required.declining.contains("Cancel"))
    }

    /// Delete Unshared Data is on the study's own Settings page, and deletes only what the
    /// holding period still keeps from the app (SensorKitDaemon's `.unshared` scope), not what
    /// the app could read but has not fetched.
    @Test func deletionNamesTheStudysPageAndDeletesOnlyHeldData() throws {
        let tables = try SensorDataTable.tables(study: try Self.study("sleep-study"), languages: ["en", "de"])
        #expect(tables[0].deletion.hasPrefix("Privacy & Security › Research Sensor & Usage Data › Sleep Study › Delete Unshared Data:"),
                "\(tables[0].deletion)")
        #expect(tables[0].deletion.contains("still in the holding period"))
        #expect(!tables[0].deletion.contains("not read yet"))
        #expect(tables[1].deletion.contains("› Schlafstudie › Nicht geteilte Daten löschen"), "\(tables[1].deletion)")
    }

    /// What each sensor collects names only fields its sample type has (Apple's SDK lists in
    /// Tests/PublicAPITests/AppleSDK): SRVisit has a distance from home only, CMOdometerData no
    /// kind of movement, SRHeadphoneSettings no loudness limit; SRFaceMetrics' contexts are Face ID
    /// unlocks and messaging apps, and it carries a face anchor.
    @Test func collectedDataNamesOnlyFieldsTheSampleTypeHas() {
        let visits = CollectedData.description(of: .visits)
        #expect(visits.contains("from home") && !visits.contains("home and work"), "\(visits)")
        let odometer = CollectedData.description(of: .odometer)
        #expect(!odometer.contains("kind of movement") && odometer.contains("altitude"), "\(odometer)")
        let headphones = CollectedData.description(of: .headphoneSettings)
        #expect(!headphones.contains("loudness limit") && headphones.contains("hearing"), "\(headphones)")
        let face = CollectedData.description(of: .faceMetrics)
        #expect(face.contains("Face ID") && face.contains("messaging") && face.contains("shape"), "\(face)")
    }

    /// A cadence the simulator chose is marked as an assumption even when no settable rate
    /// stands behind it, and says what the generator does (headphone settings at each connection).
    @Test func chosenCadencesAndAssumedDevicesAreMarkedAsAssumptions() {
        let rates = SampleRates()
        for sensor in [SRSensor.faceMetrics, .sleepSessions, .headphoneSettings] {
            #expect(SamplingRate.isAssumption(sensor, rates), "\(sensor)")
        }
        #expect(!SamplingRate.isAssumption(.visits, rates), "one record per visit is what SRVisit is")
        #expect(SamplingRate.text(for: .headphoneSettings, rates).contains("connect"))
        #expect(SamplingRate.text(for: .faceMetrics, rates).contains("Face ID"))
        // A wrist-temperature sample is a night's session: the rate says so, so "1 sample a day"
        // beside "a reading every 5 s" does not read as a mistake.
        #expect(SamplingRate.text(for: .wristTemperature, rates).hasPrefix("one session a night (one sample), holding a reading every"))
        // Which device records a sensor is marked where the catalog calls it an assumption.
        #expect(SensorDataTable.devicesAreAssumption(.sleepSessions) && SensorDataTable.devicesAreAssumption(.odometer))
        #expect(!SensorDataTable.devicesAreAssumption(.accelerometer) && !SensorDataTable.devicesAreAssumption(.heartRate))
    }

    /// Face metrics are held and kept as every sensor in the simulation, but the field says
    /// otherwise (SpeziSensorKit: 7 days' hold; iOS Settings: kept 14 days): the row says so.
    @Test func faceMetricsHoldingAndLookBackAreMarkedAsTheSimulatorsAssumption() {
        let face = SensorDataTable.retention(of: .faceMetrics)
        #expect(face.held == "24 hours" && face.lookBack == "7 days" && face.isAssumption)
        let light = SensorDataTable.retention(of: .ambientLightSensor)
        #expect(light.held == "24 hours" && light.lookBack == "7 days" && !light.isAssumption)
    }

    /// Don't Enroll in Study leaving everything unanswered is the simulator's assumption, and
    /// the Declining column says so.
    @Test func dontEnrollIsMarkedAsAnAssumption() throws {
        let table = try SensorDataTable(study: try Self.study("sleep-study"))
        let required = try #require(table.rows.first { $0.required })
        #expect(required.declining.contains("assumption"), "\(required.declining)")
        #expect(!required.declining.contains("ends the enrolment"))
    }

    @Test func theHTMLFragmentParses() throws {
        let table = try SensorDataTable(study: try Self.study("heart-study"), language: "fr")
        let html = table.html()
        #expect(html.contains("<tr id=\"sensor-accelerometer\">"))
        #expect(html.contains(table.study.fingerprint))
        // Ten columns are wider than the page's text: the table takes the window's width and
        // scrolls inside it rather than running off the page (and prints at the page's width).
        #expect(html.contains("<div class=\"wide\"><table>"))
        #expect(DossierStyle.css.contains("div.wide { width: 100vw;") && DossierStyle.css.contains("overflow-x: auto"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("table.html")
        try ("<!DOCTYPE html>\n<html lang=\"fr\"><head><meta charset=\"utf-8\"><title>t</title></head><body>\n" + html + "</body></html>\n")
            .write(to: page, atomically: true, encoding: .utf8)
        let xmllint = Process()
        xmllint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xmllint.arguments = ["xmllint", "--html", "--noout", page.path]
        let errors = Pipe()
        xmllint.standardError = errors
        try xmllint.run()
        xmllint.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(xmllint.terminationStatus == 0 && said.isEmpty, "\(said)")
        #expect(HTMLText.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }
}
