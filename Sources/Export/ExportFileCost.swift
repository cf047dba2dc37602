import SensorKitSim

/// What an export's files of one sensor come to: its rows, its bytes (headers included), its
/// files, and each file's header. Measured as the estimate measures, through `ExportSink`:
/// the shapes' own writers run and nothing is written.
package struct ExportFileCost: Sendable, Equatable {
    package var rows = 0
    package var bytes = 0
    package var files = 0
    /// Files holding more than their header.
    package var filesWithRows = 0
    /// One file's header (the shape writes the same one atop each of the sensor's files).
    package var headerBytes = 0
}

extension ExportEstimate {
    /// Per exported sensor, what `options`' export would write, without writing it.
    package static func fileCosts(_ options: ExportOptions) throws(ExportError) -> [SRSensor: ExportFileCost] {
        let (summary, sink) = try measure(options)
        var costs: [SRSensor: ExportFileCost] = [:]
        for sensor in options.exportedSensors {
            let files = sink.filesBySensor[sensor, default: []]
            var cost = ExportFileCost(rows: summary.rowsBySensor[sensor.description] ?? 0, bytes: sink.bytesBySensor[sensor] ?? 0,
                                      files: files.count)
            for file in files {
                let header = sink.headerBytesByFile[file] ?? 0
                cost.headerBytes = max(cost.headerBytes, header)
                if sink.bytesByFile[file, default: 0] > header { cost.filesWithRows += 1 }
            }
            costs[sensor] = cost
        }
        return costs
    }

    /// Runs `options`' export into a sink that counts what it would write.
    static func measure(_ options: ExportOptions) throws(ExportError) -> (ExportSummary, ExportSink) {
        let sink = ExportSink(root: options.out)
        let exporter = Exporter(options)
        exporter.sink = sink
        return (try exporter.run(), sink)
    }
}
