import Foundation
import Testing
import SimCore
import SensorKitSim
@testable import Simulation
@testable import TerminalUI

@Suite struct DashboardTests {
    func row(containing text: String, in screen: Screen) -> Int? {
        (0..<screen.height).first { screen.line($0).contains(text) }
    }

    @Test func studyErrorsAreNamedUnderTheHeader() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.noteStudyErrors(3)
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        #expect(screen.line(1).contains("3 errors in the study's files · consent-sim check lists them"))
        #expect(screen.text.contains("The study's files have 3 errors"))
    }

    /// The log's columns hold on a two-digit day: the stamp keeps its space before the source.
    @Test func aTwoDigitDayKeepsTheLogsColumns() throws {
        let sim = Fixtures.dashboard()
        sim.send(.advance(12 * 86_400))
        sim.send(.fetchNow)
        let rows = AppView.render(sim.snapshot, width: 120, height: 40).text.split(separator: "\n").map(String.init)
        let stamped = try Regex(#"(\d\d| \d) [A-Z][a-z]{2} \d\d:\d\d:\d\d(.)(app|sys) "#)
        let found = rows.compactMap { $0.firstMatch(of: stamped) }
        #expect(found.contains { $0.output[1].substring?.first != " " }, "a two-digit day is on screen")
        #expect(found.allSatisfy { $0.output[2].substring == " " })
        let columns = Set(rows.compactMap { row in row.firstMatch(of: stamped).map { row.distance(from: row.startIndex, to: $0.range.lowerBound) } })
        #expect(columns.count == 1, "every stamp starts in one column")
    }

    /// The iPhone and the Watch record the same person but not the same samples: their
    /// accelerometer trends differ, and the same seed draws the same ones again.
    @Test func theIPhoneAndTheWatchHaveTrendsOfTheirOwn() throws {
        func trends() throws -> (phone: [Double], watch: [Double], lines: [String]) {
            let sim = Fixtures.dashboard()
            sim.send(.advance(86_400))
            let rows = try #require(sim.snapshot.dashboard.rows)
            let phone = try #require(rows.first { $0.sensor == .accelerometer && $0.device == .iPhone })
            let watch = try #require(rows.first { $0.sensor == .accelerometer && $0.device == .appleWatch })
            let lines = AppView.render(sim.snapshot, width: 120, height: 40).text.split(separator: "\n")
                .filter { $0.contains("Accelerometer") }.map { String($0.suffix(19)) }
            return (phone.values, watch.values, lines)
        }
        let first = try trends()
        #expect(!first.phone.isEmpty && !first.watch.isEmpty)
        #expect(first.phone != first.watch)
        #expect(first.lines.count == 2 && first.lines[0] != first.lines[1], "the sparklines differ")
        let again = try trends()
        #expect(again.watch == first.watch && again.phone == first.phone)
    }

    /// "Switched off, or no data yet?": an empty fetch's Last cell names SensorKit's reason
    /// (the full view in words, the compact view in its short form), not a bare 0.
    @Test func anEmptyFetchsLastCellSaysWhy() throws {
        let sim = Fixtures.allowed()
        sim.send(.advance(60))
        sim.send(.fetchNow)
        let rows = try #require(sim.snapshot.dashboard.rows)
        let empty = rows.filter { $0.lastFetch?.results == 0 && $0.lastFetch?.errorCode == nil && $0.lastFetch?.why != nil }
        // Right after consent the window the app asks for ends before recording started: a
        // reason other than the holding period, which the cell showed as "held" before.
        try #require(empty.contains { $0.lastFetch?.why?.reason == .beforeRecording }, "\(rows.map { $0.lastFetch?.why?.reason })")
        for (width, height, full) in [(240, 60, true), (120, 40, false)] {
            let lines = AppView.render(sim.snapshot, width: width, height: height).text.split(separator: "\n").map(String.init)
            for row in empty {
                let reason = try #require(row.lastFetch?.why?.reason)
                let word = full ? reason.shortText : reason.compactText
                let device = full ? (row.device == .iPhone ? "iPhone" : "Apple Watch") : (row.device == .iPhone ? "iPhone" : "Watch")
                let line = try #require(lines.first { $0.contains(" \(row.name) ") && $0.contains(" \(device) ") }, "\(row.name) on \(device)")
                #expect(line.contains(" \(word) "), "\(width) columns: \(line)")
            }
        }
    }

    /// A sensor newer than the phone's iOS (the ECG on iOS 17.0) is never asked about and can
    /// never be read, but its row showed a fetchable window like any other, so "—" read as "not
    /// answered yet"; its Fetchable cell now names the iOS that brings it.
    @Test func aSensorNewerThanThePhonesIOSSaysSoInItsRow() throws {
        let cardio = StudyProfile(appName: "Cardio", bundleIdentifier: "org.example.c", purpose: "p",
                                  sensors: [.heartRate, .electrocardiogram], entitled: [.heartRate, .electrocardiogram])
        var options = SimulatedPhone.Options()
        options.osVersion = OSVersion(17)
        let sim = ConsentSimulation(profile: cardio, options: options)
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        for (width, height, ecg, heart) in [(120, 40, "ECG ", "Heart Rate "), (240, 60, "ECG ", "Heart Rate ")] {
            let lines = AppView.render(sim.snapshot, width: width, height: height).text.split(separator: "\n").map(String.init)
            let ecgLine = try #require(lines.first { $0.contains(ecg) && $0.contains("Watch") }, "no ECG row at \(width)")
            #expect(ecgLine.contains("iOS 17.4+"), "\(width) columns: \(ecgLine)")
            let heartLine = try #require(lines.first { $0.contains(heart) && $0.contains("Watch") })
            #expect(!heartLine.contains("iOS"), "\(width) columns: \(heartLine)")
        }
    }

    /// On iOS a sensor never asked about, or denied, has nothing an app can fetch (every fetch
    /// fails with noAuthorization), but its Fetchable cell showed a window like an allowed
    /// sensor's; it now says none, and why.
    @Test func aSensorNeverAskedOrDeniedHasNothingFetchable() throws {
        func line(_ sim: ConsentSimulation, _ sensor: String, _ width: Int, _ height: Int) throws -> String {
            let lines = AppView.render(sim.snapshot, width: width, height: height).text.split(separator: "\n").map(String.init)
            return try #require(lines.first { $0.contains(sensor) && $0.contains("iPhone") }, "no \(sensor) row at \(width)")
        }
        let asked = Fixtures.sleep()
        for (width, height, none) in [(120, 40, "— ask"), (240, 60, "none: not asked")] {
            let row = try line(asked, "Ambient Light Sensor", width, height)
            #expect(row.contains(none), "\(width) columns, never asked: \(row)")
        }
        let sim = Fixtures.dashboard()
        sim.send(.setSensor(.accelerometer, allowed: false))
        for (width, height, none) in [(120, 40, "— deny"), (240, 60, "none: denied")] {
            let denied = try line(sim, "Accelerometer", width, height)
            #expect(denied.contains(none), "\(width) columns, denied: \(denied)")
            let allowed = try line(sim, "Ambient Light Sensor", width, height)
            #expect(!allowed.contains("none:") && !allowed.contains("— deny") && !allowed.contains("— ask"), "\(width) columns, allowed: \(allowed)")
        }
    }

    /// A night iOS did not wake the app (Low Power Mode) shows as no fetch, not as the
    /// previous night's results.
    @Test func aRefusedWakeShowsAsNoFetchInTheLastCell() throws {
        let sim = Fixtures.dashboard()
        sim.send(.setBackgroundSwitch(.lowPowerMode, on: true))
        sim.send(.advance(86_400))
        let rows = try #require(sim.snapshot.dashboard.rows)
        let unread = rows.filter { $0.lastFetch?.why?.reason == .noFetchRan }
        try #require(!unread.isEmpty, "\(rows.map { $0.lastFetch?.why?.reason })")
        let lines = AppView.render(sim.snapshot, width: 120, height: 40).text.split(separator: "\n").map(String.init)
        let line = try #require(lines.first { $0.contains(" \(unread[0].name) ") })
        #expect(line.contains(" none "), "\(line)")
        // The next night with Low Power Mode off fetches again.
        sim.send(.setBackgroundSwitch(.lowPowerMode, on: false))
        sim.send(.advance(86_400))
        #expect(try #require(sim.snapshot.dashboard.rows).allSatisfy { $0.lastFetch?.why?.reason != .noFetchRan })
    }

    @Test func errorsInTheLogAreHighlighted() {
        let sim = Fixtures.motionAlert()
        sim.send(.press(.motionDeny))
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        let y = row(containing: "CMErrorDomain 105", in: screen)!
        let x = DisplayWidth.of(String(screen.line(y).prefix { $0 != "C" }))
        #expect(screen[x, y].style == Theme.colour.error)
        #expect(screen.text.contains("Motion & Fitness: denied"))
    }

    @Test func scrollingShowsOlderLinesAndSaysSo() {
        let sim = Fixtures.dashboard()
        let last = sim.snapshot.log.last!
        // Its first words: a long line wraps.
        let newest = "4 Mar 03:00:00 \(last.source == .app ? "app" : "sys") " + last.text.prefix(40)
        #expect(AppView.render(sim.snapshot, width: 200, height: 30).text.contains(newest))
        sim.send(.scrollLog(5))
        let screen = AppView.render(sim.snapshot, width: 200, height: 30)
        #expect(!screen.text.contains(newest))
        #expect(screen.text.contains("Log · 5 lines back"))
    }

    /// A reader scrolled back keeps their place while the clock runs on and newer lines arrive;
    /// at the newest line, the log follows them.
    @Test func scrolledBackTheLogStaysPutAsLinesArrive() {
        let sim = Fixtures.dashboard()
        sim.send(.scrollLog(8))
        let log = sim.snapshot.log
        let bottom = log[log.count - 1 - 8]
        sim.send(.advance(86_400))
        let after = sim.snapshot
        #expect(after.log.count > log.count)
        #expect(after.log[after.log.count - 1 - after.logScroll] == bottom)
        #expect(AppView.render(after, width: 120, height: 40).text.contains("Log · \(after.logScroll) lines back"))
        sim.send(.scrollLog(-after.logScroll))
        sim.send(.advance(86_400))
        #expect(sim.snapshot.logScroll == 0)
    }

    /// Long lines wrap, so a page of the log holds fewer lines than its rows; paging back to the
    /// oldest line and forward again must still show every line, each page overlapping the last.
    @Test(arguments: [(80, 24), (120, 40), (100, 30)])
    func pagingTheLogShowsEveryLine(size: (width: Int, height: Int)) {
        let sim = Fixtures.dashboard()
        for _ in 0..<30 { sim.send(.advance(600)); sim.send(.fetchNow) }
        let log = sim.snapshot.log
        // Each line's first row as the log draws it: its stamp, source and first wrapped words
        // (the whole row, so two lines that start alike are told apart).
        let textWidth = Layout.of(width: size.width, height: size.height, panelUp: false)!.dashboard!.width - (ClockText.stampWidth + 5)
        func firstRow(_ line: LogLine) -> String {
            ClockText.stamp(Date(timeIntervalSinceReferenceDate: line.time), sim.snapshot.timeZone) + " "
                + (line.source == .app ? "app" : "sys") + " " + TextWrap.lines(line.text, width: textWidth)[0]
        }
        func screen() -> Screen { AppView.render(sim.snapshot, width: size.width, height: size.height) }
        /// The lines a screen shows: only those near the scroll position can be there.
        func seen(_ screen: Screen) -> Set<Int> {
            let bottom = log.count - 1 - sim.snapshot.logScroll
            let text = screen.text
            return Set((max(0, bottom - size.height)...bottom).filter { text.contains(firstRow(log[$0])) })
        }
        func page(_ key: Key) -> Int {
            var current = screen(), pages = 0
            var shown = seen(current)
            while case .action(.scrollLog(let n))? = KeyMap.command(for: key, in: sim.snapshot, screen: current) {
                let before = shown
                sim.send(.scrollLog(n))
                current = screen()
                shown = seen(current)
                #expect(!before.isDisjoint(with: shown), "a page shares no line with the page before it")
                all.formUnion(shown)
                pages += 1
            }
            return pages
        }
        var all = seen(screen())
        #expect(log.count > 40)
        #expect(page(.pageUp) > 3)
        #expect(sim.snapshot.logScroll == log.count - 1)
        #expect(all == Set(log.indices), "lines never shown paging back: \(Set(log.indices).subtracting(all).sorted())")
        all = seen(screen())
        #expect(page(.pageDown) > 3)
        #expect(sim.snapshot.logScroll == 0)
        #expect(all == Set(log.indices), "lines never shown paging forward: \(Set(log.indices).subtracting(all).sorted())")
    }

    @Test func clockShowsSpeedAndPause() {
        let sim = Fixtures.dashboard()
        sim.send(.togglePause)
        sim.send(.faster)
        let top = AppView.render(sim.snapshot, width: 80, height: 24).line(0)
        #expect(top.contains("Wed 4 Mar 2026 08:00:00  ×600  paused"))
        #expect(top.hasPrefix("Sleep Study · running · 1 launch"))
    }

    /// A longer study name with the clock paused left no room for the whole launch count, and the
    /// header read "Walking Study · running · 2 launche" at 120×40. Now the count gives way whole.
    @Test func theHeaderNeverCutsAWord() {
        var profile = StudyProfile.sleepStudy
        profile.appName = "Walking Study"
        let sim = ConsentSimulation(profile: profile)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        sim.send(.launch)
        sim.send(.togglePause)
        #expect(sim.snapshot.launches == 2)
        let top = AppView.render(sim.snapshot, width: 120, height: 40).line(0)
        #expect(top.contains("paused"))
        #expect(top.contains("2 launches") || !top.contains("launch"), "\(top)")
        #expect(top.contains("Walking Study · running"), "\(top)")
    }

    @Test func tableRowsPerSensorAndDevice() {
        let screen = AppView.render(Fixtures.dashboard().snapshot, width: 80, height: 24)
        let accel = (0..<screen.height).map(screen.line).filter { $0.hasPrefix("Accelerometer ") }
        #expect(accel.count == 2)
        #expect(accel[0].contains("iPhone") && accel[1].contains("Watch"))
        #expect(accel.allSatisfy { $0.contains("●") && $0.contains("8.6M") && $0.contains("4.3M") })
        #expect(accel.allSatisfy { $0.contains { "▁▂▃▄▅▆▇█".contains($0) } })
    }
}
