#include <stdio.h>
#include <string.h>

typedef struct {
    char name[32];
    float grade;
} Student;

float average(const Student *students, int count) {
    float sum = 0.0f;
    for (int i = 0; i < count; i++) sum += students[i].grade;
    return count ? sum / count : 0.0f;
}

const Student *best(const Student *students, int count) {
    const Student *top = &students[0];
    for (int i = 1; i < count; i++) {
        if (students[i].grade > top->grade) top = &students[i];
    }
    return top;
}

int main(void) {
    Student class[3];
    strcpy(class[0].name, "Ana");
    class[0].grade = 17.5f;
    strcpy(class[1].name, "Bruno");
    class[1].grade = 12.0f;
    strcpy(class[2].name, "Chloe");
    class[2].grade = 15.25f;

    printf("Average: %.2f\n", average(class, 3));
    printf("Best: %s\n", best(class, 3)->name);
    return 0;
}
