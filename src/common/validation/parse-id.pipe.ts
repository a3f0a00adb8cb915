import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Route ids are positive integers; anything else is a 400 that names the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly label = 'id') {}

  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      throw new BadRequestException(`The ${this.label} must be a positive whole number.`);
    }
    return Number(value);
  }
}
