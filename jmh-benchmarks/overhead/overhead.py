#!/usr/bin/env python3
"""Measures what recording costs a Maven build: the same build plain, recorded by storagebench (the recorder
extension and the file-operation agent, exactly as `measure` starts its nested build), and under maven-profiler 3.3
(jcgay) as a core extension, in rotated rounds, side by side in one run. Prints medians, spread and the median of
per-round differences to plain.

Usage: overhead.py PROJECT_DIR ROUNDS GOALS...   (after ./mvnw install; needs network once for maven-profiler)
With OVERHEAD_SPLIT=1 it also runs the agent alone, the recorder extension alone, and the extension on the class
path but dormant (no recording asked for: what loading any core extension costs); OVERHEAD_VARIANTS=a,b,... runs
only those (plain always first).
"""
import atexit, json, os, pathlib, shutil, statistics, subprocess, sys, tempfile, time, zipfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
M2 = pathlib.Path.home() / ".m2" / "repository"
VERSION = "0.1.0-SNAPSHOT"


def jar(group, artifact, version):
    return M2 / group.replace(".", "/") / artifact / version / f"{artifact}-{version}.jar"


def classpath(coords):
    """The runtime class path of some artifacts, resolved by Maven itself."""
    work = pathlib.Path(tempfile.mkdtemp(prefix="overhead-cp-"))
    deps = "".join(f"<dependency><groupId>{g}</groupId><artifactId>{a}</artifactId><version>{v}</version></dependency>"
                   for g, a, v in coords)
    (work / "pom.xml").write_text(f"""<project><modelVersion>4.0.0</modelVersion><groupId>x</groupId>
      <artifactId>cp</artifactId><version>1</version><dependencies>{deps}</dependencies></project>""")
    out = work / "cp.txt"
    try:
        subprocess.run([str(ROOT / "mvnw"), "-B", "-q", "-f", str(work / "pom.xml"), "dependency:build-classpath",
                        f"-Dmdep.outputFile={out}", "-Dmdep.includeScope=runtime"], check=True)
        cp = out.read_text().strip().split(os.pathsep)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return [str(jar(g, a, v)) for g, a, v in coords] + cp


def build(command, project, env):
    """Runs one build quietly; when it fails, shows the end of its output (Maven prints its errors there) and stops."""
    done = subprocess.run(command, cwd=project, env={**os.environ, **env}, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        sys.exit("a build failed (exit %d): %s\n%s" % (done.returncode, " ".join(command),
                                                       "\n".join(done.stdout.splitlines()[-30:])))


def main():
    project = pathlib.Path(sys.argv[1]).resolve()
    rounds = int(sys.argv[2])
    goals = sys.argv[3:]
    # the Maven the build is meant for: the wrapper's (the bundled sample needs 3.9's default plugin versions)
    mvn = os.environ.get("MVN", str(ROOT / "mvnw"))
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="overhead-"))
    atexit.register(shutil.rmtree, scratch, True)  # also after a failed build or Ctrl-C
    resources = scratch / "recorder-resources"
    plugin = jar("dev.storagebench", "storagebench-maven-plugin", VERSION)
    with zipfile.ZipFile(plugin) as z:
        descriptor = z.read("dev/storagebench/maven/extension/components.xml")
    (resources / "META-INF" / "plexus").mkdir(parents=True)
    (resources / "META-INF" / "plexus" / "components.xml").write_bytes(descriptor)
    recorder = [str(resources), str(plugin)] + [p for p in classpath([("dev.storagebench", "storagebench-core", VERSION)])
                                                 if "storagebench-core" in p]
    agent = jar("dev.storagebench", "storagebench-agent", VERSION)
    # Maven exports its own SLF4J to extensions; a second copy breaks the profiler's logger binding
    profiler = [p for p in dict.fromkeys(classpath([("fr.jcgay.maven", "maven-profiler", "3.3")]))
                if "slf4j" not in p]
    base = [mvn, "-B", "-q", "-o"]
    variants = {
        "plain": (base + goals, {}),
        "storagebench": (base + [f"-Dmaven.ext.class.path={os.pathsep.join(recorder)}",
                                 f"-Dstoragebench.recording.file={scratch}/recording.json",
                                 "-Dstoragebench.clockTicks=100", "-Dstoragebench.nested=true"] + goals,
                         {"MAVEN_OPTS": f"-javaagent:{agent}=cache={scratch}"}),
        "maven-profiler": (base + [f"-Dmaven.ext.class.path={os.pathsep.join(profiler)}", "-Dprofile",
                                   "-DprofileFormat=JSON"] + goals, {}),
    }
    if os.environ.get("OVERHEAD_SPLIT"):  # the recorder's two parts apart, to see which one costs what
        variants["agent-only"] = (base + goals, variants["storagebench"][1])
        variants["recorder-only"] = (variants["storagebench"][0], {})
        variants["extension-dormant"] = (base + [f"-Dmaven.ext.class.path={os.pathsep.join(recorder)}"] + goals, {})
    if os.environ.get("OVERHEAD_VARIANTS"):
        chosen = ["plain"] + [v for v in os.environ["OVERHEAD_VARIANTS"].split(",") if v != "plain"]
        unknown = [v for v in chosen if v not in variants]
        if unknown:
            sys.exit(f"unknown variant(s) {unknown} in OVERHEAD_VARIANTS; known: {', '.join(variants)}")
        variants = {v: variants[v] for v in chosen}
    names = list(variants)
    times = {n: [] for n in names}
    cpu = {n: [] for n in names}
    for warm in names:  # one warm-up each: page cache, the agent's class cache
        build(variants[warm][0], project, variants[warm][1])
    for r in range(rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in order:
            command, env = variants[n]
            before = os.times()
            start = time.perf_counter()
            build(command, project, env)
            wall = time.perf_counter() - start
            after = os.times()
            times[n].append(wall)
            cpu[n].append(after.children_user + after.children_system - before.children_user - before.children_system)
    result = {}
    for n in names:
        diffs = [w - p for w, p in zip(times[n], times["plain"])]
        cdiffs = [w - p for w, p in zip(cpu[n], cpu["plain"])]
        result[n] = {"median_wall_s": statistics.median(times[n]), "min_s": min(times[n]), "max_s": max(times[n]),
                     "median_cpu_s": statistics.median(cpu[n]),
                     "median_wall_diff_ms": 1000 * statistics.median(diffs),
                     "median_cpu_diff_ms": 1000 * statistics.median(cdiffs),
                     "median_wall_diff_pct": 100 * statistics.median(
                         [d / p for d, p in zip(diffs, times["plain"])])}
        print(f"{n:15s} wall median {result[n]['median_wall_s']:.3f}s ({result[n]['min_s']:.3f}-{result[n]['max_s']:.3f})"
              f"  cpu {result[n]['median_cpu_s']:.2f}s  vs plain: wall {result[n]['median_wall_diff_ms']:+.0f} ms"
              f" ({result[n]['median_wall_diff_pct']:+.1f}%), cpu {result[n]['median_cpu_diff_ms']:+.0f} ms")
    print(json.dumps({"project": str(project), "goals": goals, "rounds": rounds, "results": result,
                      "walls": times}, indent=1))
    shutil.rmtree(scratch, ignore_errors=True)
    shutil.rmtree(project / ".profiler", ignore_errors=True)  # maven-profiler's reports, made by this script


if __name__ == "__main__":
    main()
