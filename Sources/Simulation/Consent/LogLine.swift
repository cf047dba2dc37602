import SimCore

/// One line of the event log the dashboard scrolls: a delegate callback or error the study app
/// received, or something the system did, with its virtual time.
public struct LogLine: Equatable, Sendable {
    public enum Source: String, Sendable { case app, system }
    public let time: Double
    public let source: Source
    public let text: String
    public let isError: Bool
}

extension ConsentSimulation {
    /// App and system lines merged in time order (stable: app lines after system lines of the same instant).
    public var log: [LogLine] {
        let key = [phone.runtime.events.count, phone.appLog.count]
        if let c = logCache, c.key == key { return c.value }
        let value = mergedLog()
        logCache = (key, value)
        return value
    }

    private func mergedLog() -> [LogLine] {
        var lines = phone.runtime.events.map {
            LogLine(time: $0.time, source: .system, text: $0.message, isError: $0.kind == .crash)
        }
        lines += phone.appLog.map { LogLine(time: $0.time, source: .app, text: $0.text, isError: $0.isError) }
        return lines.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }
}
