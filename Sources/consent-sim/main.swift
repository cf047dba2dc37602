import ConsentSimCLI
import Foundation

// Everything but the ncurses terminal lives in ConsentSimCLI, where it is tested.
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: CommandContext(terminal: CursesTerminal()))
exit(code.rawValue)
