// expect: none
class Classroom {
  constructor(teacher, students) {
    this.teacher = teacher;
    this.students = students;
  }

  nameTags() {
    return this.students.map((student) => {
      return student + " (class of " + this.teacher + ")";
    });
  }
}

const room = new Classroom("Ms. Park", ["Ivy", "Jon", "Kai"]);
const tags = room.nameTags();
tags.forEach((tag) => console.log(tag));
