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
            let from = Int(((request.from.toCFAbsoluteTime() + unix) * 1000).rounded())
            let to = Int(((request.to.toCFAbsoluteTime() + unix) * 1000).rounded())
            file = try AtomicFile(path: "\(context.out)/\(context.participant.userId)/\(name)/\(from)_\(to)_\(request.device.kind.rawValue).json")
            buffer.append("[\n")
            first = true
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

    func commit() throws(ExportError) { try close() }
}
