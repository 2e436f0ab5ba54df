// libFuzzer harness: the input's bytes steer a random scenario (configuration and events of
// every kind), which is played against TabBarPresenter and the reference model of
// the behaviour contract. A divergence is printed (shrunk, as a tabbar script) and traps.
import TabBarKit
import TabBarReference

/// libFuzzer's entry point: one input, one scenario.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPresenterDifferential(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        var generator = ScenarioGenerator(bytes: bytes, maxEvents: 40)
        let scenario = generator.next()
        if let divergence = DifferentialRunner.firstDivergence(in: scenario) {
            print(Shrinker.shrink(divergence).report)
            fail("the presenter diverged from the reference model")
        }
    }
    return 0
}
