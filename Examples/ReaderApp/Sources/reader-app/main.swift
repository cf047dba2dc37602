import ConsentSimInterface
import ReaderApp

// The Reader Study app inside the consent-sim interface: `reader-app run Study`, `reader-app week Study`.
extension ReaderStudyApp: HostedStudyApp {}

ConsentSimInterface.main(app: ReaderStudyApp.self)
