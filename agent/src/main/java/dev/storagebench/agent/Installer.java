package dev.storagebench.agent;

import java.lang.instrument.Instrumentation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Installs the counting transformer; loaded by the boot class loader, like the counters and the JDK classes it
 * rewrites, so that all of them share one runtime package.
 */
public final class Installer {

    private Installer() {
    }

    /** Opens java.base to the counters, then rewrites the targets already loaded and those loaded later. */
    public static void install(Instrumentation inst) throws Exception {
        // java.base must read the boot loader's unnamed module to call FileOps from its own classes
        Module counters = FileOps.class.getModule();
        Module base = Object.class.getModule();
        inst.redefineModule(base, Set.of(counters), Map.of(), Map.of(), Set.of(), Map.of());

        CountingTransformer transformer = new CountingTransformer(Targets.all());
        // loaded (not initialised) first, so that each is rewritten once, by the retransformation below
        List<Class<?>> loaded = new ArrayList<>();
        for (String name : transformer.classes()) {
            try {
                loaded.add(Class.forName(name.replace('/', '.'), false, null));
            } catch (ClassNotFoundException e) {
                // not in this JDK (UnixCopyFile went in 21); its targets are reported as not instrumented
            }
        }
        inst.addTransformer(transformer, true);
        inst.retransformClasses(loaded.toArray(new Class<?>[0]));
        report(transformer, loaded);
    }

    /** Tells the counters what was instrumented, for the report's coverage note. */
    private static void report(CountingTransformer transformer, List<Class<?>> loaded) {
        List<String> done = transformer.instrumented();
        List<String> missing = new ArrayList<>(transformer.failures());
        List<String> present = loaded.stream().map(c -> c.getName().replace('.', '/')).toList();
        for (Target t : Targets.all()) {
            String id = t.owner().replace('/', '.') + "." + t.name() + t.descriptor();
            if (!done.contains(id) && present.contains(t.owner())) {
                // alternatives across JDKs (stat2 for stat, a native FileDescriptor.sync on 17) land here too
                missing.add(id + ": no such method with a body in this JDK");
            }
        }
        FileOps.coverage(done, missing);
    }
}
