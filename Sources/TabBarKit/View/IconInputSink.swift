/// Where an animated icon takes its inputs, in the shape of Rive's `RiveViewModel`:
/// `setInput(_:value:)` for booleans and numbers, `triggerInput(_:)` for triggers. A view hands
/// each ``IconInput`` to the sink of its tab with ``IconInput/apply(to:)``.
///
/// `RiveViewModel` has these three methods already, so it conforms with an empty extension:
///
/// ```swift
/// extension RiveViewModel: @retroactive IconInputSink {}
///
/// func update(_ update: TabBarUpdate) {
///     if case .input(let input) = update, let icon = riveModels[input.tab] { input.apply(to: icon) }
/// }
/// ```
@MainActor
public protocol IconInputSink {
    /// Sets the boolean input (or data-binding property) `name`.
    func setInput(_ name: String, value: Bool)
    /// Sets the number input (or data-binding property) `name`.
    func setInput(_ name: String, value: Double)
    /// Fires the trigger `name`.
    func triggerInput(_ name: String)
}

extension IconInput {
    /// Hands the input to `sink`: `setInput(name, value:)` for a boolean or a number,
    /// `triggerInput(name)` for a trigger.
    @MainActor
    public func apply(to sink: some IconInputSink) {
        switch value {
        case .bool(let value): sink.setInput(name, value: value)
        case .number(let value): sink.setInput(name, value: value)
        case .trigger: sink.triggerInput(name)
        }
    }
}
