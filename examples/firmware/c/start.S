/* Startup for the reference SoC's PicoRV32: RAM from 0, the interrupt
 * vector at 0x10 (PROGADDR_IRQ), no machine-mode CSRs. Sets the stack,
 * zeroes .bss, calls main and writes its return value to the console's
 * exit register, which ends the run. */
    .section .text.start, "ax"
    .globl _start
_start:
    j       reset
    .balign 16
irq_vector:
    /* No interrupt is enabled by this program: report one as status 0xfff. */
    li      t0, CONSOLE_BASE
    li      t1, 0xfff
    sw      t1, 4(t0)
1:  j       1b

reset:
    la      sp, __stack_top
    la      t0, __bss_start
    la      t1, __bss_end
2:  bgeu    t0, t1, 3f
    sw      zero, 0(t0)
    addi    t0, t0, 4
    j       2b
3:  call    main
    li      t0, CONSOLE_BASE
    sw      a0, 4(t0)
4:  j       4b
