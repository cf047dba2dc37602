import Simulation

print("consent-sim \(ConsentSimVersion.string)")
