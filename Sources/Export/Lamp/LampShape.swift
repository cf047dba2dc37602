import Foundation
import SensorKitSim
import Simulation

/// mindLAMP's upload: per fetch batch a JSON array of sensor events,
/// `<userId>/<sensor name>/<fromMs>_<toMs>_<device>.json`, each `{"timestamp": Unix ms, "sensor", "data"}`.
final class LampShape: ExportShape {
    private let context: ShapeContext
    private let events: LampEvent
    private var file: AtomicFile?
    private var request: ObjectIdentifier?
    private var buffer = ByteBuffer()
    private var first = true
    /// Sensors with a file so far.
    private var written: Set<SRSensor> = []

    init(_ context: ShapeContext, legacy: Bool) {
        self.context = context
        events = LampEvent(legacy: legacy)
    }

    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        guard let name = LampEvent.name(sensor), let data = events.data(sensor, result.sample) else { return 0 }
        if self.request != ObjectIdentifier(request) {
            try close()
            self.request = ObjectIdentifier(request)
            let unix = Date.timeIntervalBetween1970AndReferenceDate
            try open(sensor, name, from: request.from.toCFAbsoluteTime() + unix, to: request.to.toCFAbsoluteTime() + unix,
                     device: request.device.kind.rawValue)
        }
        var event = JSONObject()
        let ms = ((result.timestamp.toCFAbsoluteTime() + Date.timeIntervalBetween1970AndReferenceDate) * 1000).rounded()
        event.integer("timestamp", Int(ms))
        event.string("sensor", name)
        event.object("data", data)
        if !first { buffer.append(",\n") }
        first = false
        buffer.append(event.text)
        if buffer.count >= 1 << 16, let f = file { try f.write(&buffer) }
        return 1
    }

    private func open(_ sensor: SRSensor, _ name: String, from: Double, to: Double, device: String) throws(ExportError) {
        let fromMs = Int((from * 1000).rounded()), toMs = Int((to * 1000).rounded())
        file = try context.file("\(context.out)/\(context.participant.userId)/\(name)/\(fromMs)_\(toMs)_\(device).json", of: sensor)
        written.insert(sensor)
        buffer.append("[\n")
        first = true
    }

    private func close() throws(ExportError) {
        guard let f = file else { return }
        buffer.append("\n]\n")
        try f.write(&buffer)
        try f.commit()
        file = nil
        request = nil
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) {
        if self.request == ObjectIdentifier(request) { try close() }
    }

    /// A sensor without events gets one batch for the participant's whole window from no
    /// device (`<from>_<to>_none.json`) holding an empty array.
    func commit() throws(ExportError) {
        try close()
        for sensor in context.sensors where !written.contains(sensor) {
            guard let name = LampEvent.name(sensor) else { continue }
            try open(sensor, name, from: context.window.start, to: context.window.end, device: "none")
            try close()
        }
    }
}
