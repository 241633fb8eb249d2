"""How fast the Coach analyses imported hands (issue 36 asks for at least 20 hands a second):
``python benchmarks/bench_analyse.py [--copies N] [--jobs 1,2]``.

Prints figures, never passes or fails. The hands: ``--copies`` renumbered
copies of the real corpus (``tests/storage/big_import.write_corpus_copies``),
imported into a fresh hand log; the hands with a known hero (47 a copy) are
analysed as ``razz-history analyse`` does (``AnalysisRun``: hands read in the
workers, every hero decision graded by the Coach, reviews written here), once
per ``--jobs`` value, each time from scratch (``again``). Reported: hands and
graded decisions per second of wall time, the CPU time of this process and
its workers, and the load average (the machine is shared: a wall figure under
load is the machine's, the CPU figure the code's).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from razz_desktop.analysis.run import AnalysisRun  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402
from razz_desktop.storage.importing.run import ImportRun  # noqa: E402
from tests.storage.big_import import write_corpus_copies  # noqa: E402


def _cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument("--jobs", default=f"1,{os.cpu_count() or 1}")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "hh"
        folder.mkdir()
        write_corpus_copies(folder, args.copies)
        db = Path(tmp) / "h.sqlite3"
        log = HandLog(connect(db))
        ImportRun.of([folder], jobs=1).run(log)
        print(f"hands in the log: {log.hand_count()}, python {sys.version.split()[0]}, "
              f"{os.cpu_count()} cores")
        for jobs in (int(j) for j in args.jobs.split(",")):
            load = os.getloadavg()[0]
            cpu0, t0 = _cpu(), time.perf_counter()
            s = AnalysisRun(again=True, jobs=jobs).run(log)
            wall, cpu = time.perf_counter() - t0, _cpu() - cpu0
            print(f"jobs {s.jobs}: {s.analysed} hands, {s.decisions} decisions in {wall:.2f} s: "
                  f"{s.analysed / wall:.1f} hands/s, {s.decisions / wall:.1f} decisions/s; "
                  f"CPU {cpu:.2f} s ({s.analysed / cpu:.1f} hands per CPU second); load before {load:.2f}")
        log.connection.close()


if __name__ == "__main__":
    main()
