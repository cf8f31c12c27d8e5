import { describe, expect, it } from 'vitest';
import { columnaMoodleValida, cursoMoodle, moodleCsv, nombreCortoMoodle, usuarioMoodle } from './moodle.rules.ts';

describe("Moodle's users file", () => {
  it('names a course by period, campus and section', () => {
    expect(cursoMoodle({ periodo: '2026-3', sede: 'SD', asignaturaCodigo: 'MAT-101', seccionId: 1 })).toBe('2026-3-SD-MAT-101-01');
  });
  it('has a course and role pair per enrolment, as many as the busiest person needs', () => {
    const csv = moodleCsv([
      {
        username: '2024-0001',
        firstname: 'Ana',
        lastname: 'Peña',
        email: 'ana@x.do',
        idnumber: '2024-0001',
        cursos: [
          { curso: 'A-01', rol: 'student' },
          { curso: 'B-01', rol: 'student' },
        ],
      },
      {
        username: 'jperez',
        firstname: 'Juan',
        lastname: 'Pérez, hijo',
        email: 'j@x.do',
        idnumber: '00112345678',
        cursos: [{ curso: 'A-01', rol: 'editingteacher' }],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'username,firstname,lastname,email,idnumber,course1,role1,course2,role2',
      '2024-0001,Ana,Peña,ana@x.do,2024-0001,A-01,student,B-01,student',
      'jperez,Juan,"Pérez, hijo",j@x.do,00112345678,A-01,editingteacher,,',
      '',
    ]);
  });
  it('quotes what would break a line', () => {
    const csv = moodleCsv([{ username: 'x', firstname: 'Say "hi"', lastname: 'a\nb', email: '', idnumber: '', cursos: [] }]);
    expect(csv).toContain('"Say ""hi""","a\nb"');
  });
  it('writes only columns the upload tool of Moodle 4.5 takes, the four a new user needs first', () => {
    const cabecera = moodleCsv([{ username: 'a', firstname: 'A', lastname: 'B', email: 'a@x.do', idnumber: '', cursos: [{ curso: 'X', rol: 'student' }] }])
      .split('\r\n')[0]
      .split(',');
    expect(cabecera.slice(0, 4)).toEqual(['username', 'firstname', 'lastname', 'email']);
    expect(cabecera.every(columnaMoodleValida)).toBe(true);
    expect(columnaMoodleValida('course12')).toBe(true);
    expect(columnaMoodleValida('curso1')).toBe(false);
    expect(columnaMoodleValida('course')).toBe(false);
  });
  it('cleans usernames and short names as Moodle takes them', () => {
    expect(usuarioMoodle('402-1234567-1')).toBe('402-1234567-1');
    expect(usuarioMoodle('María.Núñez+ec@Correo.do')).toBe('maria.nunezec@correo.do');
    expect(nombreCortoMoodle('Python para análisis  (2)')).toBe('python-para-analisis-2');
  });
});
