import TabBarInputSupport
import TabBarKit
import Testing

@Test func closestName_countsASwapOfNeighboursAsOneEdit() {
    #expect(ClosestName.editDistance("titel", "title") == 1)
    #expect(ClosestName.find("titel", among: ["title", "icon"]) == "title")
    #expect(ClosestName.find("drak", among: ["dark", "light"]) == "dark")
    #expect(ClosestName.find("zzzz", among: ["dark", "light"]) == nil)
}

@Test func closestName_namesFarApartInLength_areNoSuggestion() {
    let long = String(repeating: "archives", count: 10_000)

    #expect(ClosestName.find(long, among: ["archives", "lessons"]) == nil)
    #expect(ClosestName.find("archives", among: [long]) == nil)
    #expect(ClosestName.find("archive", among: [long, "archives"]) == "archives")
}

@Test func closestName_hugeNames_getNoSuggestionAndNoQuadraticWork() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(ClosestName.find(huge, among: [huge + "b", "lessons"]) == nil)
    #expect(ClosestName.find("lessons", among: [huge, "lesson"]) == "lesson")
}
