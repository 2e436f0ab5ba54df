import TabBarKit
import TabBarReference

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tabbar-stress`: plays random event sequences against the presenter and the reference model
/// (`--sequences N --seed S [--max-events E]`), or measures heap growth over many taps
/// (`--heap [--taps N]`).
@main
struct TabBarStress {
    @MainActor
    static func main() {
        var arguments = StressArguments()
        do {
            arguments = try StressArguments(CommandLine.arguments.dropFirst())
        } catch {
            printError("tabbar-stress: \(error.message)\n\(StressArguments.usage)")
            exit(64)
        }
        if arguments.help {
            print(StressArguments.usage)
            return
        }
        if arguments.printScenarios {
            // The scenarios a run would play, each as the shell commands that replay it (what
            // `.ci/emitted` turns into tests with `tabbar --emit-test`).
            var generator = ScenarioGenerator(seed: arguments.seed, maxEvents: arguments.maxEvents)
            for index in 0..<arguments.sequences {
                print("# scenario \(index + 1)\n\(generator.next().reproduction)")
            }
            return
        }
        if arguments.heap {
            exit(HeapCheck.run(taps: arguments.taps) ? 0 : 1)
        }
        exit(DifferentialStress.run(arguments))
    }

    static func printError(_ text: String) {
        var output = StandardError()
        print(text, to: &output)
    }
}

/// Writes to the standard error stream.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        #if canImport(Glibc)
            _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
        #elseif canImport(Darwin)
            _ = bytes.withUnsafeMutableBytes { Darwin.write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
