#include <stdio.h>

int main(void) {
    char name[50];
    int age;

    printf("What is your name? ");
    scanf("%49s", name);
    printf("How old are you? ");
    scanf("%d", &age);

    printf("Hello %s, next year you will be %d.\n", name, age + 1);
    return 0;
}
