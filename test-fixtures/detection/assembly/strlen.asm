; size_t my_strlen(const char *s)
section .text
global my_strlen

my_strlen:
    push rbp
    mov rbp, rsp
    xor rax, rax
.next:
    cmp byte [rdi + rax], 0
    je .end
    inc rax
    jmp .next
.end:
    pop rbp
    ret
