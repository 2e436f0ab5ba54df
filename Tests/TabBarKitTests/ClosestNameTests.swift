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
