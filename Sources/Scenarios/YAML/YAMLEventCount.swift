import CYaml
import Foundation

extension YAMLParser {
    /// How many events libyaml reads from `data`, building nothing; nil when it is not YAML.
    /// The floor of what reading a scenario costs, for `bench` to set `play`'s cost beside.
    public static func eventCount(_ data: Data) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            yaml_parser_set_input_string(&parser, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
            var count = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                count += 1
                if event.type == YAML_STREAM_END_EVENT { return count }
            }
        }
    }
}
