import TabBarKit
import TabBarRendering

/// Plays script commands against a real `TabBarPresenter` whose view is a `RendererView`,
/// so every message and owner report reaches the renderer in order, stamped with the
/// scheduler's time.
///
/// The runner is the owner: it keeps the vetoes (`veto` / `unveto` decide the presenter's
/// `shouldSelect`) and turns a refused programmatic call into a `rejected` event for the
/// renderer (`select` of a disabled tab → `rejected disabled`, `badge` on a removed tab →
/// `rejected invalid`).
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// let runner = try ScriptRunner(configuration: configuration, renderer: renderer, scheduler: scheduler)
/// runner.run(script)
/// renderer.finish()
/// ```
@MainActor
public final class ScriptRunner {
    /// The presenter the commands drive.
    public let presenter: TabBarPresenter
    /// The bridge from the presenter to the renderer; also the presenter's delegate.
    public let view: RendererView
    /// The selections the owner currently vetoes.
    public private(set) var vetoes: Set<Selection> = []
    /// The scheduler the presenter runs on; ``run(_:)`` moves it when it is a `VirtualScheduler`.
    public let scheduler: any TabBarScheduler

    /// Creates a presenter for `configuration` that renders to `renderer` on `scheduler`.
    ///
    /// - Throws: `TabBarError` when the configuration is invalid.
    public init(
        configuration: TabBarConfiguration, renderer: any TabBarRenderer, scheduler: any TabBarScheduler
    )
        throws(TabBarError)
    {
        let view = RendererView(renderer: renderer, scheduler: scheduler)
        self.scheduler = scheduler
        presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        self.view = view
        presenter.delegate = view
        view.shouldSelect = { [weak self] selection in
            guard let self else { return true }
            return !self.vetoes.contains(selection)
        }
    }

    /// Sends the initial state (the presenter's `viewDidLoad`); later calls do nothing.
    public func start() { presenter.viewDidLoad() }

    /// Carries out one command now. `wait` does nothing here: time is the caller's to move
    /// (``run(_:)`` advances a virtual scheduler; a live caller sleeps).
    public func perform(_ command: ScriptCommand) {
        switch command {
        case .wait: break
        case .veto(let target): vetoes.insert(target)
        case .unveto(let target): vetoes.remove(target)
        case .state: view.send(.state(presenter.state()))
        default:
            do throws(TabBarError) {
                try command.perform(on: presenter)
            } catch {
                view.send(.report(.rejected(command.rejectedTarget, reason: error.rejectionReason)))
            }
        }
    }

    /// Plays a whole script in virtual time: starts the presenter, performs each command,
    /// advances the runner's `VirtualScheduler` for each `wait`, and settles it at the end
    /// (every pending step and icon reset fires). The renderer's `finish()` is left to the
    /// caller. On any other scheduler time is not the runner's to move: use ``perform(_:)`` and
    /// wait between commands, as the live mode does; here such a run returns `false` at once.
    @discardableResult
    public func run(_ script: Script) -> Bool {
        guard let clock = scheduler as? VirtualScheduler else { return false }
        start()
        for step in script.steps {
            if case .wait(let duration) = step.command {
                clock.advance(by: duration)
            } else {
                perform(step.command)
            }
        }
        clock.settle()
        return true
    }

    /// Plays `script` on a fresh presenter in virtual time, rendering to `renderer` (then
    /// calling its `finish()`).
    ///
    /// - Throws: `TabBarError` when the configuration is invalid.
    public static func play(
        _ script: Script, configuration: TabBarConfiguration, renderer: any TabBarRenderer
    )
        throws(TabBarError)
    {
        let scheduler = VirtualScheduler()
        let runner = try ScriptRunner(configuration: configuration, renderer: renderer, scheduler: scheduler)
        runner.run(script)
        renderer.finish()
    }
}
