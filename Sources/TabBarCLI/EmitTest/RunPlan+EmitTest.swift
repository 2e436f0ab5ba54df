import TabBarKit
import TabBarScript

extension RunPlan {
    /// `--emit-test`: prints the script (or the tour) as a complete test file for `runner`.
    func emitTest(for runner: TestEmitter.Runner, output: FileDescriptorSink) throws(CommandFailure)
        -> ExitStatus
    {
        guard case .scripted(let script, _) = mode else {
            throw CommandFailure(
                .usage,
                "tabbar: error: --emit-test writes a script as a test; give one with --script or --script-file"
            )
        }
        do throws(TabBarError) {
            output.write(try TestEmitter.file(for: script, configuration: configuration, runner: runner))
        } catch {
            throw CommandFailure(.software, "tabbar: error: \(error)")
        }
        return .success
    }
}
