#ifndef STACK_H
#define STACK_H

#include <stdbool.h>
#include <stddef.h>

#define STACK_MAX 64

typedef struct {
    int items[STACK_MAX];
    size_t top;
} Stack;

void stack_init(Stack *s);
bool stack_push(Stack *s, int value);
bool stack_pop(Stack *s, int *out);
bool stack_empty(const Stack *s);

#endif /* STACK_H */
