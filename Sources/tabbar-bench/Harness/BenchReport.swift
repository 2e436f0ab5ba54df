import Foundation

/// The figures of one run, as a table for people or JSON for machines.
struct BenchReport: Encodable {
    /// `full` or `quick`.
    var mode: String
    /// Where it ran: `nproc` and the CPU model.
    var machine: String
    /// The figures, in the order measured.
    var figures: [Figure]

    /// A fixed-width table: figure, median, target, verdict, note.
    var table: String {
        let header = ["figure", "median", "target", "", "note"]
        let rows = figures.map { figure in
            [
                figure.title, figure.value.map { Self.format($0, unit: figure.unit) } ?? "—",
                Self.describe(figure.goal, unit: figure.unit),
                Self.verdict(figure.meetsGoal, measured: figure.value != nil),
                figure.note ?? "",
            ]
        }
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [
            "tabbar-bench (\(mode)) on \(machine)",
            "Medians of wall time (ContinuousClock) after a warm-up; on a busy machine the CPU time in the notes is steadier.",
            "", line(header),
        ]
        lines.append(line(widths.map { String(repeating: "-", count: $0) }))
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object, keys sorted.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    static func format(_ value: Double, unit: String) -> String {
        if abs(value) >= 10_000, abs(value) < 1e18 {
            return Int(value.rounded()).formatted + (unit.isEmpty ? "" : " \(unit)")
        }
        let digits = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : abs(value) >= 1 ? 2 : 3
        return String(format: "%.\(digits)f", value) + (unit.isEmpty ? "" : " \(unit)")
    }

    static func describe(_ goal: Figure.Goal, unit: String) -> String {
        switch goal {
        case .atMost(let bound): "≤ " + format(bound, unit: unit)
        case .atLeast(let bound): "≥ " + format(bound, unit: unit)
        case .none: "(recorded)"
        }
    }

    static func verdict(_ meets: Bool?, measured: Bool) -> String {
        guard measured else { return "-" }
        return switch meets {
        case true: "ok"
        case false: "MISSED"
        case nil: ""
        }
    }
}

/// The machine, for the report header: processor count and CPU model.
enum MachineDescription {
    static var current: String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ")
            .first
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(cores) cores, \(model)" + (load.map { ", load average \($0)" } ?? "")
    }
}
