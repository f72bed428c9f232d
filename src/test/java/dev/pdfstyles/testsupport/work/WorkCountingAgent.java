package dev.pdfstyles.testsupport.work;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.HashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A Java agent that makes work countable without a clock (issue 24): every method of the counted packages
 * adds one to {@link WorkCounter#steps} when it is entered and at every backward jump (each further
 * round of a loop). The count follows the bytecode's own path, so it is the same on a cold or a warm JVM,
 * on an idle or a crowded machine: a loop that turns quadratic multiplies it, a slower CPU does not.
 * JDK methods are not counted: what the parsers ask of them is counted as the call that asks.
 *
 * <p>Started by {@link ForkedWorkCount} as {@code -javaagent:JAR=PREFIX,PREFIX...}, with class-name
 * prefixes in internal form ({@code org/apache/pdfbox/}). Class initialisers are left alone (run once per
 * JVM, they are no parse's work, and some are near the method size limit).
 */
public final class WorkCountingAgent {

    private static final String COUNTER = Type.getInternalName(WorkCounter.class);
    /** The agent (its nested classes too) and the probe's main class: the counting, not the counted. */
    private static final String[] UNCOUNTED = {COUNTER, Type.getInternalName(WorkCountingAgent.class),
        Type.getInternalName(WorkProbe.class)};

    private WorkCountingAgent() {
    }

    public static void premain(String arguments, Instrumentation instrumentation) {
        String[] prefixes = arguments.split(",");
        instrumentation.addTransformer(new ClassFileTransformer() {
            @Override
            public byte[] transform(ClassLoader loader, String className, Class<?> redefined,
                                    ProtectionDomain domain, byte[] classFile) {
                if (className == null || startsWithAny(className, UNCOUNTED) || !startsWithAny(className, prefixes)) {
                    return null;
                }
                try {
                    return counted(classFile);
                } catch (RuntimeException e) {
                    // an uncounted class undercounts both parsers alike; say so rather than fail the JVM
                    System.err.println("work counting skipped " + className + ": " + e);
                    return null;
                }
            }
        });
    }

    /** Plain loops: lambdas here would be bootstrapped while classes load, inside this transformer. */
    private static boolean startsWithAny(String className, String[] prefixes) {
        for (String prefix : prefixes) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The class with a step added at each method entry and backward jump. */
    static byte[] counted(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        // only straight-line code is added, no branch target: the stack map frames stay valid
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
                return "<clinit>".equals(name) ? method : new StepCounting(method);
            }
        }, 0);
        return writer.toByteArray();
    }

    /** Adds {@code WorkCounter.steps += 1} at the method's start and before every jump back. */
    private static final class StepCounting extends MethodVisitor {
        private final Set<Label> placed = new HashSet<>();

        StepCounting(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            step();
        }

        @Override
        public void visitLabel(Label label) {
            super.visitLabel(label);
            placed.add(label);
        }

        @Override
        public void visitJumpInsn(int opcode, Label target) {
            if (placed.contains(target)) {
                step();
            }
            super.visitJumpInsn(opcode, target);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label fallback, Label... targets) {
            if (isAnyPlaced(fallback, targets)) {
                step();
            }
            super.visitTableSwitchInsn(min, max, fallback, targets);
        }

        @Override
        public void visitLookupSwitchInsn(Label fallback, int[] keys, Label[] targets) {
            if (isAnyPlaced(fallback, targets)) {
                step();
            }
            super.visitLookupSwitchInsn(fallback, keys, targets);
        }

        private boolean isAnyPlaced(Label fallback, Label[] targets) {
            if (placed.contains(fallback)) {
                return true;
            }
            for (Label target : targets) {
                if (placed.contains(target)) {
                    return true;
                }
            }
            return false;
        }

        private void step() {
            super.visitFieldInsn(Opcodes.GETSTATIC, COUNTER, "steps", "J");
            super.visitInsn(Opcodes.LCONST_1);
            super.visitInsn(Opcodes.LADD);
            super.visitFieldInsn(Opcodes.PUTSTATIC, COUNTER, "steps", "J");
        }
    }
}
