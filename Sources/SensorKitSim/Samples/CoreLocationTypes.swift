/// CoreLocation's scalar aliases, as SensorKit and CoreMotion declare their properties with them.
public typealias CLLocationDistance = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeedAccuracy = Double
