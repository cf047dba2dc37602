// CoreMotion's sample types live in SensorKitSim, which hands them out as SensorKit results; on iOS
// they are CoreMotion's, so a client that imports only CoreMotionSim names them as it names them
// after `import CoreMotion`.
@_exported import class SensorKitSim.CMLogItem
@_exported import class SensorKitSim.CMPedometerData
@_exported import class SensorKitSim.CMAccelerometerData
@_exported import class SensorKitSim.CMRecordedAccelerometerData
@_exported import class SensorKitSim.CMDeviceMotion
@_exported import class SensorKitSim.CMRecordedDeviceMotion
@_exported import class SensorKitSim.CMAttitude
@_exported import struct SensorKitSim.CMAcceleration
@_exported import struct SensorKitSim.CMRotationRate
