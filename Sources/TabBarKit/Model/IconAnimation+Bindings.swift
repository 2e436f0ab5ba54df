/// The bindings of an animated icon (<doc:BehaviorContract#Bindings>): which of the state
/// machine's inputs (or data-binding properties) the presenter drives, and how they are checked.
extension IconAnimation {
    /// One binding: its key in the manifest and the input's name.
    public struct Binding: Equatable, Hashable, Sendable {
        /// The manifest key that names it: `input`, `selectedInput`, `tapTrigger` or `badgeInput`.
        public var key: String
        /// The input's name.
        public var name: String
        /// The kind of value the presenter sends to it.
        public var kind: IconInputKind
    }

    /// Every binding the animation has, in the order of the contract's table: the pulse
    /// (``input``, always there), then ``selectedInput``, ``tapTrigger`` and ``badgeInput`` when set.
    public var bindings: [Binding] {
        var bindings = [Binding(key: "input", name: input, kind: .bool)]
        if let selectedInput {
            bindings.append(Binding(key: "selectedInput", name: selectedInput, kind: .bool))
        }
        if let tapTrigger { bindings.append(Binding(key: "tapTrigger", name: tapTrigger, kind: .trigger)) }
        if let badgeInput { bindings.append(Binding(key: "badgeInput", name: badgeInput, kind: .number)) }
        return bindings
    }

    /// Checks that every binding name is non-empty and that no two bindings share a name (the
    /// pulse's name counts, also when it is the default `hover`).
    ///
    /// - Throws: ``TabBarError/emptyBindingName(_:key:)`` or
    ///   ``TabBarError/duplicateBindingName(_:name:)``, naming the tab `id`.
    public func validateBindings(of id: TabID) throws(TabBarError) {
        // Only the pulse is usual: a tab with one binding checks one name.
        guard selectedInput != nil || tapTrigger != nil || badgeInput != nil else {
            if input.isEmpty { throw .emptyBindingName(id, key: "input") }
            return
        }
        let bindings = self.bindings
        for (index, binding) in bindings.enumerated() {
            if binding.name.isEmpty { throw .emptyBindingName(id, key: binding.key) }
            if bindings[..<index].contains(where: { $0.name == binding.name }) {
                throw .duplicateBindingName(id, name: binding.name)
            }
        }
    }
}
