// libFuzzer harness for the manifest decoder: any bytes either decode to a configuration that
// passes validation (and drives a presenter through load, a tap on every slot and a settle,
// with every x finite and within the width), or fail with a located, non-empty message.
// Never a crash, a hang or an unbounded allocation.
import TabBarKit
import TabBarManifest

/// A view that checks invariant 6 on what it is told.
@MainActor
final class CheckingView: TabBarView {
    var width = 0.0
    func display(_ state: TabBarDisplay) {
        for item in state.items { if let x = item.x { check(x) } }
        if let more = state.more { check(more.x) }
    }
    func animate(_ animation: TabBarAnimation) {
        switch animation {
        case .curve(let curve):
            check(curve.from)
            check(curve.to)
        case .circle(let circle): check(circle.x)
        case .bar: break
        }
    }
    func update(_ update: TabBarUpdate) {}
    func check(_ x: Double) {
        require(x.isFinite && x >= 0 && x <= width, "x \(x) outside [0, \(width)]")
    }
}

/// libFuzzer's entry point: one input, one manifest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let configuration = try ManifestDecoder.decode(bytes, path: "fuzz.json")
        do {
            try configuration.validate()
        } catch {
            fail("the decoder accepted an invalid configuration: \(error)")
        }
        MainActor.assumeIsolated {
            let view = CheckingView()
            view.width = configuration.layout.width
            let scheduler = VirtualScheduler()
            guard
                let presenter = try? TabBarPresenter(
                    configuration: configuration, view: view, scheduler: scheduler)
            else { fail("a decoded configuration was refused by the presenter") }
            presenter.viewDidLoad()
            for slot in 0..<min(configuration.tabs.count, configuration.maxVisible) {
                presenter.didTap(slot: slot)
                scheduler.advance(by: .milliseconds(450))
            }
            require(scheduler.settle(limit: 100_000), "the presenter never settles")
        }
    } catch {
        require(!error.message.isEmpty, "an empty error message")
        require(error.location.line >= 1 && error.location.column >= 1, "an error without a location")
        require(!error.description.contains("\u{1B}"), "an escape character in a diagnostic")
    }
    return 0
}
