// The dossier's tests: each file tests one part (exploration, pictures, pages, comparison).
@testable import Dossier
