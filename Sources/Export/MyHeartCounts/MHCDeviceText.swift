import SensorKitSim
import SimCore

/// My Heart Counts' `device` cell: `model=…; name=…; systemName=…; systemVersion=…; productType=…`.
enum MHCDeviceText {
    static func text(_ d: SRDevice) -> String {
        "model=\(d.model); name=\(d.name); systemName=\(d.systemName); systemVersion=\(d.systemVersion); productType=\(NewerAPIMember.unnoted { d.productType })"
    }
}
