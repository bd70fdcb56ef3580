"""scripts/bench's report: the verdicts it writes and re-rendering a saved results file.

The bench itself needs release binaries and minutes of quiet machine; what it concludes from its figures does not,
so that part is tested here on made-up parts and on a results file the repository keeps."""

import importlib.machinery
import importlib.util
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "bench"


def load_bench():
    loader = importlib.machinery.SourceFileLoader("parlor_bench_script", str(SCRIPT))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


bench = load_bench()


def part(result):
    """A server part as run_part keeps it: parlor-bench's JSON, whose own figures are under "result"."""
    return {"result": {"result": result}, "idle": 1.0}


def client_part(result):
    """A client part as run_client_part keeps it: scripts/client-figures' JSON as it is."""
    return {"result": result, "idle": 1.0}


def update(p50, p99):
    return {"update": {"p50": p50 * 1000, "p99": p99 * 1000}}


def row(rows, metric_start):
    found = [r for r in rows if r[0].startswith(metric_start)]
    assert len(found) == 1, f"no single row for {metric_start!r}: {[r[0] for r in rows]}"
    return found[0]


def test_a_verdict_names_what_bounds_a_miss_only_when_given():
    assert bench.verdict(None) == "—"
    assert bench.verdict(True, "anything") == "met"
    assert bench.verdict(False) == "missed"
    assert bench.verdict(False, "echo does 20,714") == "missed; out of reach here: echo does 20,714"


def test_a_latency_target_is_out_of_reach_when_a_floor_misses_it_too():
    # echo first: it is the lower of the two floors, so it is the stronger statement
    assert bench.latency_bound(40, 73.3, 109.2, "p50") == "echo's own p50 is 73.3 µs"
    assert bench.latency_bound(1000, 340.0, 2080.8, "p99") == "the durable floor's p99 is 2,080.8 µs"
    assert bench.latency_bound(100, 60.0, 95.0, "p99", 1.5, 95.0 / 60.0) == "the durable floor's p99 is 1.58× echo's"
    assert bench.latency_bound(100, 60.0, 85.0, "p99", 1.5, 85.0 / 60.0) is None
    assert bench.latency_bound(100, None, None, "p99") is None


def test_rows_mark_floor_bound_misses_and_leave_reachable_ones_plain():
    parts = {
        # round trip: echo p50 above 40 µs (out of reach); p99 within reach of both floors but missed
        "rtt-echo": part(update(50.0, 80.0)),
        "rtt-durable": part(update(60.0, 90.0)),
        "rtt-parlor": part(update(70.0, 150.0)),
        # throughput: echo above 50 k, the durable floor below it
        "throughput-echo": part({"movesPerServerCPUSecond": 60000}),
        "throughput-durable": part({"movesPerServerCPUSecond": 45000}),
        "throughput-parlor": part({"movesPerServerCPUSecond": 40000}),
    }
    rows = bench.rows(parts)
    assert row(rows, "move round trip p50")[7] == "missed; out of reach here: echo's own p50 is 50.0 µs"
    assert row(rows, "move round trip p99")[7] == "missed"
    assert row(rows, "moves per server CPU-second")[7] == "missed; out of reach here: the durable floor does 45,000"

    parts["rtt-parlor"] = part(update(30.0, 95.0))
    parts["rtt-echo"] = part(update(25.0, 70.0))
    parts["throughput-parlor"] = part({"movesPerServerCPUSecond": 51000})
    rows = bench.rows(parts)
    assert row(rows, "move round trip p50")[7] == "met"
    assert row(rows, "move round trip p99")[7] == "met"
    assert row(rows, "moves per server CPU-second")[7] == "met"


def test_the_client_cpu_row_names_the_c_floor_when_it_is_above_the_target():
    def client_cpu(cpu, floor):
        parts = {"client": client_part({"cpuPerMoveMicroseconds": cpu, "floorCPUPerMoveMicroseconds": floor})}
        return row(bench.client_rows(parts), "client CPU per move")[7]

    assert client_cpu(225, 88) == "missed; out of reach here: the C floor takes 88 µs"
    assert client_cpu(120, 40) == "missed"
    assert client_cpu(45, 40) == "met"


def test_render_rewrites_the_document_from_a_kept_results_file(tmp_path):
    kept = sorted((ROOT / "bench-results").glob("*Z.json"))
    assert kept, "the repository keeps the results of full runs in bench-results/"
    doc = tmp_path / "benchmarks.md"
    finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(kept[-1]), "--doc", str(doc)],
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode == 0, finished.stderr
    text = doc.read_text()
    report = json.loads(kept[-1].read_text())
    assert f"on {report['date']}" in text
    assert "| metric | target | Parlor |" in text
    # NB: every target the results give a row is in the table, with the verdict rows() draws from the same figures.
    lines = text.splitlines()
    expected = bench.rows(report["parts"])
    assert len(expected) >= 16
    for metric, _target, _figure, _floor, _ratio, _durable, _durable_ratio, verdict, _names in expected:
        found = [line for line in lines if line.startswith(f"| {metric} |")]
        assert len(found) == 1, metric
        assert found[0].endswith(f"| {verdict} |"), (metric, found[0])
        assert verdict == "met" or verdict.startswith("missed") or verdict == "—"


def test_render_refuses_a_file_that_is_not_a_results_file(tmp_path):
    doc = tmp_path / "benchmarks.md"
    kept = sorted((ROOT / "bench-results").glob("*Z.json"))[-1]
    without_command = json.loads(kept.read_text())
    del without_command["command"]
    for text in ('{"something": "else"}', "[1, 2]", json.dumps(without_command)):
        bad = tmp_path / "bad.json"
        bad.write_text(text)
        finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(bad), "--doc", str(doc)],
                                  capture_output=True, text=True, timeout=60)
        assert finished.returncode != 0
        assert "is not a results file written by scripts/bench" in finished.stderr
        assert "Traceback" not in finished.stderr
        assert not doc.exists()

    missing = tmp_path / "missing.json"
    finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(missing), "--doc", str(doc)],
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode != 0
    assert "cannot read" in finished.stderr


def test_render_keeps_the_section_other_scripts_wrote(tmp_path):
    kept = sorted((ROOT / "bench-results").glob("*Z.json"))[-1]
    doc = tmp_path / "benchmarks.md"
    other = "## Measured by other scripts\n\n### Server start-up\n\n| start | figure |\n|---|---|\n| clean | 0.27 s |\n"
    doc.write_text("# Benchmarks\n\nold figures\n\n" + other)
    for _ in range(2):
        finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(kept), "--doc", str(doc)],
                                  capture_output=True, text=True, timeout=60)
        assert finished.returncode == 0, finished.stderr
    text = doc.read_text()
    assert "old figures" not in text
    assert "| metric | target | Parlor |" in text
    assert text.endswith("\n" + other), text[-400:]
    assert text.count("## Measured by other scripts") == 1


def test_render_keeps_the_measurements_behind_decisions_once(tmp_path):
    kept = sorted((ROOT / "bench-results").glob("*Z.json"))[-1]
    doc = tmp_path / "benchmarks.md"
    other = "## Measured by other scripts\n\n### Server start-up\n\n| start | figure |\n|---|---|\n| clean | 0.27 s |\n"
    behind = ("## Measurements behind decisions\n\n### Decision 20: plain cells\n\n"
              "- Instructions per move (callgrind): 749 k to 228 k.\n")
    doc.write_text("# Benchmarks\n\nold figures\n\n" + other + "\n" + behind)
    for _ in range(2):
        finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(kept), "--doc", str(doc)],
                                  capture_output=True, text=True, timeout=60)
        assert finished.returncode == 0, finished.stderr
    text = doc.read_text()
    assert "old figures" not in text
    assert "| metric | target | Parlor |" in text
    assert text.endswith("\n" + other + "\n" + behind), text[-600:]
    assert text.count("## Measured by other scripts") == 1
    assert text.count("## Measurements behind decisions") == 1
    assert text.count("### Decision 20: plain cells") == 1

    # A document with only the decisions' section keeps it too.
    doc.write_text("# Benchmarks\n\nold figures\n\n" + behind)
    finished = subprocess.run([sys.executable, str(SCRIPT), "--render", str(kept), "--doc", str(doc)],
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode == 0, finished.stderr
    text = doc.read_text()
    assert "old figures" not in text
    assert text.endswith("\n" + behind), text[-400:]
    assert text.count("## Measurements behind decisions") == 1
