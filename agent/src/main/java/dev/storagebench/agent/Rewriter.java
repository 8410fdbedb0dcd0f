package dev.storagebench.agent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.AdviceAdapter;

/**
 * Rewrites the targeted methods of one JDK class with ASM so that each call reports to {@link FileOps} on entry and
 * on every exit, including by exception; everything else in the class is left as it was. Only used when the
 * rewritten class is not in the agent's cache, so a measured build that reuses the cache never loads ASM.
 */
final class Rewriter {

    private static final String OPS = FileOps.DEFINED_AS;

    private final Set<String> instrumented = new java.util.TreeSet<>();
    private final List<String> failures = new ArrayList<>();
    private final Map<String, Set<String>> fieldsByClass = new HashMap<>();

    private Rewriter() {
    }

    /** Rewrites {@code classfile}, the class {@code className}, for {@code targets}, all of which it declares. */
    static Rewritten rewrite(String className, byte[] classfile, List<Target> targets) {
        Rewriter r = new Rewriter();
        byte[] bytes = null;
        try {
            ClassReader reader = new ClassReader(classfile);
            ClassWriter writer = new BootClassWriter(reader);
            reader.accept(r.new Instrumenting(writer, className, targets), ClassReader.EXPAND_FRAMES);
            bytes = writer.toByteArray();
        } catch (RuntimeException | LinkageError e) {
            r.failures.add(className.replace('/', '.') + ": " + e);
            return new Rewritten(null, List.of(), List.copyOf(r.failures));
        }
        for (Target t : targets) {
            String id = t.id();
            if (!r.instrumented.contains(id)) {
                // alternatives across JDKs (stat2 for stat, a native FileDescriptor.sync on 17) land here
                r.failures.add(id + ": no such method with a body in this JDK");
            }
        }
        return new Rewritten(bytes, List.copyOf(r.instrumented), List.copyOf(r.failures));
    }

    /** Computes frames, resolving JDK types through the boot loader, which defines every class rewritten here. */
    private static final class BootClassWriter extends ClassWriter {

        BootClassWriter(ClassReader reader) {
            super(reader, ClassWriter.COMPUTE_FRAMES);
        }

        @Override
        protected String getCommonSuperClass(String a, String b) {
            try {
                Class<?> c = Class.forName(a.replace('/', '.'), false, null);
                Class<?> d = Class.forName(b.replace('/', '.'), false, null);
                if (c.isAssignableFrom(d)) {
                    return a;
                }
                if (d.isAssignableFrom(c)) {
                    return b;
                }
                if (c.isInterface() || d.isInterface()) {
                    return "java/lang/Object";
                }
                do {
                    c = c.getSuperclass();
                } while (!c.isAssignableFrom(d));
                return c.getName().replace('.', '/');
            } catch (ClassNotFoundException | LinkageError e) {
                return "java/lang/Object";
            }
        }
    }

    /** Finds the targeted methods of one class. */
    private final class Instrumenting extends ClassVisitor {

        private final String className;
        private final List<Target> targets;
        private final Set<String> fields = new java.util.HashSet<>();

        Instrumenting(ClassVisitor next, String className, List<Target> targets) {
            super(Opcodes.ASM9, next);
            this.className = className;
            this.targets = targets;
        }

        @Override
        public org.objectweb.asm.FieldVisitor visitField(int access, String name, String descriptor,
                                                         String signature, Object value) {
            fields.add(name + " " + descriptor);
            return super.visitField(access, name, descriptor, signature, value);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            if ((access & (Opcodes.ACC_NATIVE | Opcodes.ACC_ABSTRACT)) != 0) {
                return mv;
            }
            fieldsByClass.put(className, fields);
            for (Target t : targets) {
                if (t.name().equals(name) && t.descriptor().equals(descriptor)) {
                    String id = t.id();
                    Target checked = withKnownPath(t, id);
                    instrumented.add(id);
                    return new Counting(mv, access, name, descriptor, checked);
                }
            }
            return mv;
        }
    }

    /**
     * The target as given when the fields it reads exist in this JDK's class, else the same without the path (its
     * calls then count under the role {@code other}), so that a rewritten class never refers to a missing field.
     */
    private Target withKnownPath(Target t, String id) {
        boolean known = switch (t.where()) {
            case PATH_FIELD -> fieldsOf(t.owner()).contains("path Ljava/lang/String;");
            case ITERATED_DIRECTORY -> fieldsOf(t.owner()).contains("this$0 Lsun/nio/fs/UnixDirectoryStream;")
                    && declares("sun.nio.fs.UnixDirectoryStream", "dir");
            default -> true;
        };
        if (known) {
            return t;
        }
        failures.add(id + ": its path field is not in this JDK, so its calls count under the role other");
        return new Target(t.owner(), t.name(), t.descriptor(), t.kind(), Target.Where.NONE, t.amount(), t.index());
    }

    private Set<String> fieldsOf(String owner) {
        return fieldsByClass.getOrDefault(owner, Set.of());
    }

    private static boolean declares(String className, String field) {
        try {
            Class.forName(className, false, null).getDeclaredField(field);
            return true;
        } catch (ReflectiveOperationException | LinkageError e) {
            return false;
        }
    }

    /** Wraps one method: {@code start = FileOps.enter(kind, where)}, then {@code FileOps.exit*} on each exit. */
    private static final class Counting extends AdviceAdapter {

        private final Target target;
        private final Type returnType;
        private final Label tryStart = new Label();
        private int start;

        Counting(MethodVisitor next, int access, String name, String descriptor, Target target) {
            super(Opcodes.ASM9, next, access, name, descriptor);
            this.target = target;
            this.returnType = Type.getReturnType(descriptor);
        }

        @Override
        protected void onMethodEnter() {
            switch (target.kind()) {
                case OPEN_FLAGS -> {
                    loadArg(target.index() + 1);
                    invokeStatic(Type.getObjectType(OPS), method("openKind", "(I)I"));
                }
                case RANDOM_ACCESS_MODE -> {
                    loadArg(target.index() + 1);
                    invokeStatic(Type.getObjectType(OPS), method("randomAccessOpenKind", "(I)I"));
                }
                default -> push(target.kind().constant);
            }
            switch (target.where()) {
                case THIS -> loadThis();
                case PATH_FIELD -> {
                    loadThis();
                    getField(Type.getObjectType(ownerOf()), "path", Type.getType(String.class));
                }
                case ARGUMENT -> loadArg(target.index());
                case UNIX_PATH -> {
                    loadArg(target.index());
                    invokeVirtual(Type.getObjectType("sun/nio/fs/UnixPath"), method("asByteArray", "()[B"));
                }
                case ITERATED_DIRECTORY -> {
                    Type stream = Type.getObjectType("sun/nio/fs/UnixDirectoryStream");
                    loadThis();
                    getField(Type.getObjectType(ownerOf()), "this$0", stream);
                    getField(stream, "dir", Type.getObjectType("sun/nio/fs/UnixPath"));
                    invokeVirtual(Type.getObjectType("sun/nio/fs/UnixPath"), method("asByteArray", "()[B"));
                }
                default -> visitInsn(Opcodes.ACONST_NULL);
            }
            if (target.where() == Target.Where.PATH_FIELD) {
                invokeStatic(Type.getObjectType(OPS), method("enterOpened", "(ILjava/lang/String;)J"));
            } else {
                invokeStatic(Type.getObjectType(OPS), method("enter", "(ILjava/lang/Object;)J"));
            }
            start = newLocal(Type.LONG_TYPE);
            storeLocal(start);
            visitLabel(tryStart);
        }

        private String ownerOf() {
            return target.owner();
        }

        @Override
        protected void onMethodExit(int opcode) {
            if (opcode == Opcodes.ATHROW) {
                return; // the handler added in visitMaxs reports it
            }
            switch (target.amount()) {
                case RETURNED_BYTES -> {
                    if (returnType.getSize() == 2) {
                        dup2();
                        loadLocal(start);
                        invokeStatic(Type.getObjectType(OPS), method("exitBytes", "(JJ)V"));
                    } else {
                        dup();
                        loadLocal(start);
                        invokeStatic(Type.getObjectType(OPS), method("exitBytes", "(IJ)V"));
                    }
                }
                case RETURNED_BYTE -> {
                    dup();
                    loadLocal(start);
                    invokeStatic(Type.getObjectType(OPS), method("exitByte", "(IJ)V"));
                }
                case RETURNED_ENTRY -> {
                    dup();
                    loadLocal(start);
                    invokeStatic(Type.getObjectType(OPS), method("exitEntry", "(Ljava/lang/Object;J)V"));
                }
                case RETURNED_ENTRIES -> {
                    dup();
                    loadLocal(start);
                    invokeStatic(Type.getObjectType(OPS), method("exitEntries", "([Ljava/lang/Object;J)V"));
                }
                default -> {
                    pushAmount();
                    loadLocal(start);
                    invokeStatic(Type.getObjectType(OPS), method("exit", "(JJ)V"));
                }
            }
        }

        /** Pushes the amount, a long, for methods whose amount is not their return value. */
        private void pushAmount() {
            switch (target.amount()) {
                case ONE -> push(1L);
                case LENGTH_ARGUMENT -> {
                    loadArg(target.index() + 2);
                    visitInsn(Opcodes.I2L);
                }
                case ARRAY_ARGUMENT -> {
                    loadArg(0);
                    arrayLength();
                    visitInsn(Opcodes.I2L);
                }
                case ATTRIBUTES_SIZE -> {
                    loadArg(1);
                    invokeVirtual(Type.getObjectType("sun/nio/fs/UnixFileAttributes"), method("size", "()J"));
                }
                default -> push(0L);
            }
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            Label handler = new Label();
            visitTryCatchBlock(tryStart, handler, handler, null);
            visitLabel(handler);
            push(0L);
            loadLocal(start);
            invokeStatic(Type.getObjectType(OPS), method("exit", "(JJ)V"));
            throwException();
            super.visitMaxs(maxStack, maxLocals);
        }

        private static org.objectweb.asm.commons.Method method(String name, String descriptor) {
            return new org.objectweb.asm.commons.Method(name, descriptor);
        }
    }
}
