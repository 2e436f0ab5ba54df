// Reads of the stored model that take more than one of its values go through these static
// functions, which take the model `inout`. A method called on the stored property itself
// makes the optimiser copy the whole model out first (every array and dictionary in it
// retained, then released); an `inout` argument is the property's own storage. None of them
// changes the model, and none calls out of it, so nothing can reach the presenter meanwhile.

extension TabBarPresenter {
    /// What the model says of a request's target, read in one access.
    struct TargetFacts {
        /// Whether the target exists (`.more` always does).
        var isKnown = true
        /// Whether the target has a place to be tapped or picked (see `isAvailable`).
        var isAvailable = true
        /// Whether the target tab is enabled (`.more` always is).
        var isEnabled = true
        /// The target tab's position in the model (`nil` for `.more`).
        var index: Int?
    }

    /// The facts the checks in `admit(_:)` need of `request`'s target.
    static func facts(of request: SelectionRequest, in model: inout Model) -> TargetFacts {
        var facts = TargetFacts()
        if case .tab(let id) = request.target {
            guard let found = model.index(of: id) else {
                facts.isKnown = false
                return facts
            }
            facts.index = found
            facts.isEnabled = model.tabs[found].isEnabled
        }
        facts.isAvailable = isAvailable(request, at: facts.index, in: &model)
        return facts
    }

    /// Whether what `request` asks for has a place to be tapped in `model`; `index` is the
    /// position of its target tab.
    private static func isAvailable(_ request: SelectionRequest, at index: Int?, in model: inout Model)
        -> Bool
    {
        switch request {
        case .tap(.more), .select(.more, _):
            return model.hasMoreSlot
        case .tap(.tab):
            guard let index else { return false }
            return model.slot(ofTabAt: index) != nil
        case .pick:
            guard model.selection == .more, let index else { return false }
            return model.overflowRange.contains(index)
        case .select(.tab, _):
            return true
        }
    }

    /// The selection, its slot and its circle icon.
    static func restingState(of model: inout Model) -> (selection: Selection, slot: Int, icon: String) {
        (model.selection, model.selectedSlot, model.circleIcon(for: model.selection))
    }

    /// The tab with `id`, if the model has one.
    static func tab(_ id: TabID, in model: inout Model) -> Tab? { model.tab(id) }
}
