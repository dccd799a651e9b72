import Foundation
import LayoutLensCLI

exit(LayoutLens.main(arguments: Array(CommandLine.arguments.dropFirst())))
